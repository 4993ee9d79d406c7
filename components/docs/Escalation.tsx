import { forms } from '../../content/forms.ts';
import { troubleshooting, type EscalationItem } from '../../content/docs/troubleshooting.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { Badge, priorityTone } from '../ui/badge/index.ts';
import { cx } from '../ui/cx.ts';
import * as styles from './Escalation.css.ts';

/**
 * MDX `<Escalation items={…} />`: one card per support priority with when it applies, what to do and how
 * quickly we respond. P1 is highlighted as destructive; the priority's name comes from the support form's
 * options (content/forms.ts), so the two pages name it alike.
 */
export function Escalation({
  items,
  responseLabel = troubleshooting.labels.response,
}: {
  items: EscalationItem[];
  responseLabel?: string;
}) {
  return (
    <ul className={cx(notProse, styles.root)}>
      {items.map((item) => {
        const tone = priorityTone(item.priority);
        const name = forms.options.priority.find((p) => p.code === item.priority)?.label;
        return (
          <li key={item.priority} className={styles.card({ highlight: tone === 'destructive' })}>
            <h3 className={styles.title}>
              <Badge tone={tone}>{item.priority}</Badge>
              {name}
            </h3>
            <p className={styles.scenario}>{item.scenario}</p>
            <p className={styles.action}>{item.action}</p>
            <p className={styles.response}>
              {responseLabel}: {item.response}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
