// Client-safe: the Ark wrappers only. Pages use AccordionGroup (AccordionGroup.tsx), which is server-only.
export * as Accordion from './Accordion.tsx';
