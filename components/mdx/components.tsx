/**
 * What MDX elements render as: our headings (with anchors), checked links, tables and the components MDX
 * files use without importing them. Page types add their own (docs, legal, articles) to `baseComponents`.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Claim, Copy } from '../sections/Notes.tsx';
import { Callout } from './Callout.tsx';
import { Heading } from './Heading.tsx';
import { MdxLink } from './MdxLink.tsx';
import { Table } from './Table.tsx';
import { PhoneLink } from '../ui/phone/index.ts';
import { SCROLL_REGION } from '../ui/scroll/index.ts';

type HeadingProps = { id?: string; children?: ReactNode };

export const baseComponents = {
  h2: (props: HeadingProps) => <Heading level={2} {...props} />,
  h3: (props: HeadingProps) => <Heading level={3} {...props} />,
  h4: (props: HeadingProps) => <Heading level={4} {...props} />,
  a: MdxLink,
  table: (props: ComponentProps<typeof Table>) => <Table {...props} />,
  // A code block scrolls sideways on a narrow screen: focusable while it does, so a keyboard can scroll it.
  pre: (props: ComponentProps<'pre'>) => <pre tabIndex={0} {...{ [SCROLL_REGION]: '' }} {...props} />,
  Callout,
  // A noted figure with its footnote reference, and a record's sentence whose figures cite theirs (Notes.tsx).
  Claim,
  Copy,
  Phone: PhoneLink,
};

/** The components map an MDX module's default export takes. */
type MdxComponents = Record<string, (props: never) => ReactNode>;

/** An MDX module as import.meta.glob returns it. */
export type MdxModule = { default: (props: { components?: MdxComponents }) => ReactNode };
