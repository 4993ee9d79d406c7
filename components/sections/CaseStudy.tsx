import type { CaseStudiesPage, CaseStudy as CaseStudyData } from '../../content/caseStudies.ts';
import { Accordion } from '../ui/accordion/Accordion.tsx';
import { BadgeList } from '../ui/badge/index.ts';
import { TermList, TextList } from '../ui/list/index.ts';
import { TickList } from './TickList.tsx';
import * as styles from './CaseStudy.css.ts';
import { ResultTiles } from './ResultTiles.tsx';
import * as section from './Section.css.ts';
import { TestimonialCard } from './Testimonial.tsx';

type Labels = Pick<CaseStudiesPage, 'labels' | 'accordionLabels'>;

/**
 * One case study (docs/product.md#case-studies), anchored by its id so `/case-studies#<id>` lands on it below the
 * sticky header: tags, title, client and industry, challenge and solution, four result tiles, the single-open accordion
 * (technologies, implementation process as a numbered list, key features, additional benefits) and the client's
 * testimonial.
 */
function CaseStudy({ study, labels, accordionLabels }: { study: CaseStudyData } & Labels) {
  const titleId = `${study.id}-title`;
  return (
    <article id={study.id} className={styles.root} aria-labelledby={titleId}>
      <BadgeList items={study.tags} tone="primary" className={styles.tags} />
      <h2 id={titleId} className={styles.title}>
        {study.title}
      </h2>
      <TermList
        terms={[
          [labels.client, study.client],
          [labels.industry, study.industry],
        ]}
        className={styles.meta}
        itemClassName={styles.metaItem}
      />
      {/* Headed blocks, not named regions: five studies would list "The challenge" five times among the landmarks. */}
      <div className={styles.blocks}>
        <div className={styles.block({ tone: 'challenge' })}>
          <h3>{labels.challenge}</h3>
          <p className={styles.blockText}>{study.challenge}</p>
        </div>
        <div className={styles.block({ tone: 'solution' })}>
          <h3>{labels.solution}</h3>
          <p className={styles.blockText}>{study.solution}</p>
        </div>
      </div>
      <h3 className={styles.resultsHeading}>{labels.results}</h3>
      <ResultTiles tiles={study.results} label={`${labels.results}: ${study.client}`} />
      <div className={styles.details}>
        <Accordion
          name={`${study.id}-details`}
          items={[
            {
              id: `${study.id}-technologies`,
              title: accordionLabels.technologies,
              content: (
                <TextList items={study.technologies} className={styles.technologies} itemClassName={styles.chip} />
              ),
            },
            {
              id: `${study.id}-process`,
              title: accordionLabels.process,
              content: <TextList items={study.process} ordered className={styles.steps} />,
            },
            {
              id: `${study.id}-features`,
              title: accordionLabels.features,
              content: <TickList items={study.features} className={styles.list} />,
            },
            {
              id: `${study.id}-benefits`,
              title: accordionLabels.additionalBenefits,
              content: <TickList items={study.additionalBenefits} className={styles.list} />,
            },
          ]}
        />
        <div className={`${section.card} ${styles.testimonial}`}>
          <TestimonialCard
            quote={study.testimonial.quote}
            author={study.testimonial.author}
            role={study.clientRole}
            company={study.client}
            metrics={[]}
          />
        </div>
      </div>
    </article>
  );
}

/** The case studies one after another, each its own article. */
export function CaseStudies({ studies, ...labels }: { studies: CaseStudyData[] } & Labels) {
  return (
    <div className={styles.stack}>
      {studies.map((study) => (
        <CaseStudy key={study.id} study={study} {...labels} />
      ))}
    </div>
  );
}
