import type { ReactNode } from 'react';
import { SCROLL_REGION } from './focusWhileScrolling.ts';

/**
 * A box that scrolls sideways when what it holds is wider than the screen (a table on a phone), named so a
 * screen reader's list of regions tells each apart. It is a tab stop so a keyboard can scroll it (WCAG 2.1.1),
 * but only while it scrolls: the page's script drops the stop where everything fits (focusWhileScrolling.ts).
 * Without scripts it stays one, which is never wrong.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0} {...{ [SCROLL_REGION]: '' }}>
      {children}
    </div>
  );
}
