import type { CaseStudy } from '../../content/caseStudies.ts';
import type { SectionHeading } from '../../content/schema.ts';
import { Cards } from './CardGrid.tsx';
import { Section, type Toned } from './Section.tsx';

/** Case studies as cards, each with its first two results and a link to its place on /case-studies. */
export function CaseStudyCards({
  heading,
  studies,
  linkLabel,
  tone,
}: {
  heading: SectionHeading;
  studies: CaseStudy[];
  linkLabel: string;
} & Toned) {
  return (
    <Section heading={heading} tone={tone} id="case-studies">
      <Cards
        columns={studies.length === 2 ? 2 : 3}
        cards={studies.map((study) => ({
          badge: study.industry,
          title: study.title,
          text: study.client,
          points: study.results.slice(0, 2).map((result) => `${result.value} ${result.metric}`),
          link: { label: linkLabel, href: `/case-studies#${study.id}` },
        }))}
      />
    </Section>
  );
}
