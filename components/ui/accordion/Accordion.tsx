/**
 * Our Accordion: Ark UI's, single-open and collapsible by default (SPEC §4), with Home/End/arrow keys
 * between triggers built in. Closed sections stay in the HTML (no lazy mount), so content works without
 * JavaScript (components/global.css.ts shows them all then).
 * @see https://ark-ui.com/docs/components/accordion
 */
import { Accordion as Ark } from '@ark-ui/react/accordion';
import type { ComponentProps, ReactNode } from 'react';
import { LineIcon } from '../icon/LineIcon.tsx';
import * as styles from './Accordion.css.ts';

import { cx } from '../cx.ts';

export function Root({ className, ...props }: ComponentProps<typeof Ark.Root>) {
  return <Ark.Root collapsible className={cx(styles.root, className)} {...props} />;
}

export function Item({ className, ...props }: ComponentProps<typeof Ark.Item>) {
  return <Ark.Item className={cx(styles.item, className)} {...props} />;
}

/** The trigger wrapped in a heading of the given level, as the WAI-ARIA accordion pattern asks. */
export function Trigger({ children, level = 3 }: { children: ReactNode; level?: 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={styles.heading}>
      <Ark.ItemTrigger className={styles.trigger}>
        {children}
        {/* A <span>: Ark's default <div> is not allowed inside a <button>. */}
        <Ark.ItemIndicator asChild>
          <span className={styles.indicator}>
            <LineIcon d="M6 9l6 6 6-6" size={20} />
          </span>
        </Ark.ItemIndicator>
      </Ark.ItemTrigger>
    </Heading>
  );
}

export function Content({ className, ...props }: ComponentProps<typeof Ark.ItemContent>) {
  return <Ark.ItemContent className={cx(styles.content, className)} {...props} />;
}
