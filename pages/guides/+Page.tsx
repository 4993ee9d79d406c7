import * as styles from '../../components/guides/Guides.css.ts';
import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import * as section from '../../components/sections/Section.css.ts';
import { Section } from '../../components/sections/Section.tsx';
import { Badge, guideDifficultyTone } from '../../components/ui/badge/index.ts';
import { guidesPage } from '../../content/guides.ts';
import { labels } from '../../content/labels.ts';
import { formatMinutes } from '../../lib/format.ts';
import { requestHref } from '../../lib/forms.ts';

/** /guides (SPEC §2 Guides): tips, six guides, use cases and video tutorials, in grids of up to 3 columns. */
export default function Page() {
  const { hero, tips, guides, useCases, videos, closing } = guidesPage;
  const minutes = (n: number) => formatMinutes(n, labels.minutes);
  return (
    <>
      <Hero {...hero} size="page" />
      <CardGrid
        heading={tips.heading}
        cards={tips.items.map((tip) => ({ icon: tip.icon, title: tip.title, text: tip.description, points: [] }))}
        columns={4}
      />
      <Section heading={guides.heading} tone="muted" id="guides">
        <ul className={section.grid({ columns: 3 })}>
          {guides.items.map((guide) => (
            <li key={guide.id} id={guide.id} className={`${section.card} ${styles.card}`}>
              <p className={styles.badges}>
                <Badge tone={guideDifficultyTone(guide.difficulty)}>{guide.difficulty}</Badge>
                <Badge tone="muted">{minutes(guide.minutes)}</Badge>
              </p>
              <h3 className={styles.title}>{guide.title}</h3>
              <p className={styles.text}>{guide.description}</p>
              <ul className={styles.topics}>
                {guide.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              <a
                className={styles.action}
                href={requestHref(guides.requestHref, guide.title)}
                aria-label={`${guides.requestLabel}: ${guide.title}`}
              >
                {guides.requestLabel}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={useCases.heading} id="use-cases">
        <ul className={section.grid({ columns: 3 })}>
          {useCases.items.map((useCase) => (
            <li key={useCase.title} className={`${section.card} ${styles.card}`}>
              <h3 className={styles.title}>{useCase.title}</h3>
              <p className={styles.text}>{useCase.description}</p>
              <ul className={styles.tools} aria-label={`${useCase.title}: tools`}>
                {useCase.tools.map((tool) => (
                  <li key={tool}>
                    <Badge tone="secondary">{tool}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={videos.heading} tone="muted" id="videos">
        <ul className={section.grid({ columns: 2 })}>
          {videos.items.map((video) => (
            <li key={video.title} className={`${section.card} ${styles.card}`}>
              <p className={styles.badges}>
                <Badge tone="muted">{minutes(video.minutes)}</Badge>
              </p>
              <h3 className={styles.title}>{video.title}</h3>
              <p className={styles.text}>{video.description}</p>
              <a
                className={styles.action}
                href={requestHref(videos.requestHref, video.title)}
                aria-label={`${videos.requestLabel}: ${video.title}`}
              >
                {videos.requestLabel}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{videos.requestNote}</p>
      </Section>
      <CtaBanner {...closing} />
    </>
  );
}
