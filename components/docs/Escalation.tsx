import { forms } from '../../content/forms.ts';
import { troubleshooting, type EscalationItem } from '../../content/docs/troubleshooting.ts';
import { responseTargets, supportLevels } from '../../content/supportLevels.ts';
import { ResponseTargets } from '../sections/ResponseTargets.tsx';
import { notProse } from '../mdx/Prose.css.ts';
import { Badge, priorityTone } from '../ui/badge/index.ts';
import * as styles from './Escalation.css.ts';

/**
 * MDX `<Escalation items={…} />`: one card per support priority with when it applies, what to do and how
 * quickly we respond. P1 is highlighted as destructive; the priority's name comes from the support form's
 * options (content/forms.ts), so the two pages name it alike. The cards give Premium's targets; the table
 * below them gives every level's (content/supportLevels.ts).
 */
export function Escalation({
  items,
  responseLabel = troubleshooting.labels.response,
}: {
  items: EscalationItem[];
  responseLabel?: string;
}) {
  return (
    <div className={notProse}>
      <ul className={styles.root}>
        {items.map((item) => {
          const tone = priorityTone(item.priority);
          const name = forms.priorities.find((p) => p.code === item.priority)?.label;
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
      <ResponseTargets copy={responseTargets} levels={supportLevels} priorities={forms.priorities} />
    </div>
  );
}
