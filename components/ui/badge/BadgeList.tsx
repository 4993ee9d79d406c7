import { Badge } from './Badge.tsx';
import type { BadgeTone } from './badge.css.ts';

/** Labels of one kind as a list of badges in one tone: a case study's tags, the tools a guide or use case connects. */
export function BadgeList({
  items,
  tone,
  className,
  'aria-label': ariaLabel,
}: {
  items: readonly string[];
  tone: BadgeTone;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <ul className={className} aria-label={ariaLabel}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
