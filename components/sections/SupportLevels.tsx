import { TickList } from './TickList.tsx';
import type { SectionHeading } from '../../content/schema.ts';
import { forms } from '../../content/forms.ts';
import { responseTargets, type SupportLevel, type SupportLevelLabels } from '../../content/supportLevels.ts';
import { formatGBP } from '../../lib/format.ts';
import { TermList } from '../ui/list/index.ts';
import { NoteRef } from './Notes.tsx';
import { ResponseTargets } from './ResponseTargets.tsx';
import * as section from './Section.css.ts';
import { Section, type Toned } from './Section.tsx';
import * as styles from './SupportLevels.css.ts';

/**
 * The support levels (content/supportLevels.ts): price, response time, availability and what each includes,
 * then the first-response table by level and priority that the support page shows too.
 */
export function SupportLevels({
  heading,
  levels,
  labels,
  tone,
}: {
  heading: SectionHeading;
  levels: SupportLevel[];
  labels: SupportLevelLabels;
} & Toned) {
  return (
    <Section heading={heading} tone={tone} id="support-levels">
      <ul className={section.grid({ columns: 3 })}>
        {levels.map((level) => (
          <li key={level.id} id={`support-${level.id}`} className={styles.card({ popular: Boolean(level.popular) })}>
            {level.popular ? (
              <span className={styles.badge}>
                {labels.popularLabel}
                <NoteRef figure={level.popular} />
              </span>
            ) : null}
            <h3 className={styles.name}>{level.name}</h3>
            <p className={styles.price}>
              {level.monthlyPrice === 0
                ? labels.includedLabel
                : labels.perMonth.replace('{price}', formatGBP(level.monthlyPrice))}
              {level.monthlyPrice > 0 ? (
                <>
                  {' '}
                  <span className={styles.vat}>{labels.vatLabel}</span>
                </>
              ) : null}
            </p>
            <TermList
              terms={[
                [labels.responseLabel, level.response],
                [labels.availabilityLabel, level.availability],
              ]}
              className={styles.terms}
              itemClassName={styles.term}
            />
            <TickList items={level.features} gap="sm" className={styles.features} />
          </li>
        ))}
      </ul>
      <ResponseTargets copy={responseTargets} levels={levels} priorities={forms.priorities} />
    </Section>
  );
}
