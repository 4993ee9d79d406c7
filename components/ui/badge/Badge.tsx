import type { ReactNode } from 'react';
import { badge, type BadgeTone } from './badge.css.ts';

export function Badge({ tone, children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
