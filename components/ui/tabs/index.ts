// Client-safe: the Ark wrappers only. Pages use TabsGroup (TabsGroup.tsx), which is server-only.
export * as Tabs from './Tabs.tsx';
