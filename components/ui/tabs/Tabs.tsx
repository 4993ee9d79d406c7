/**
 * Our Tabs: Ark UI's, with arrow-key navigation built in. Unselected panels stay in the HTML (no lazy
 * mount), so with JavaScript off every panel is shown (components/global.css.ts).
 * @see https://ark-ui.com/docs/components/tabs
 */
import { Tabs as Ark } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import * as styles from './Tabs.css.ts';

import { cx } from '../cx.ts';

export function Root({ className, ...props }: ComponentProps<typeof Ark.Root>) {
  return <Ark.Root className={cx(styles.root, className)} {...props} />;
}

export function List({ className, ...props }: ComponentProps<typeof Ark.List>) {
  return <Ark.List className={cx(styles.list, className)} data-requires-js {...props} />;
}

export function Trigger({ className, ...props }: ComponentProps<typeof Ark.Trigger>) {
  return <Ark.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export function Content({ className, ...props }: ComponentProps<typeof Ark.Content>) {
  return <Ark.Content className={cx(styles.content, className)} {...props} />;
}
