import type { DocsHub, Resource, ResourceGroup as Group } from '../../content/docs/hub.ts';
import { visuallyHidden } from '../a11y.css.ts';
import * as section from '../sections/Section.css.ts';
import { Section, type Toned } from '../sections/Section.tsx';
import { Badge } from '../ui/badge/index.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { DownloadLink } from './DownloadLink.tsx';
import { FileSize } from './FileSize.tsx';
import * as styles from './ResourceGroup.css.ts';

function ResourceCard({ resource, labels }: { resource: Resource; labels: DocsHub['labels'] }) {
  return (
    <li id={resource.id} className={cx(section.card, styles.card)}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={resource.icon} />
        </span>
        <p className={styles.badges}>
          <Badge tone="primary">{resource.type}</Badge>
          <Badge tone="muted">{resource.format}</Badge>
          {resource.downloadable ? (
            <Badge tone="muted">
              <FileSize id={resource.id} />
            </Badge>
          ) : null}
        </p>
      </div>
      <h3 className={styles.title}>{resource.title}</h3>
      <p className={styles.text}>{resource.description}</p>
      <div className={styles.action}>
        {resource.downloadable ? (
          <DownloadLink
            id={resource.id}
            label={labels.download}
            newWindow={labels.newWindow}
            className={styles.stretched}
          />
        ) : (
          <ButtonLink href={resource.link} size="sm" tone="secondary" className={styles.stretched}>
            {labels.view}
            <span className={visuallyHidden}> {resource.title}</span>
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

/**
 * One group of the docs hub's resource cards (docs/product.md#documentation-hub): type and format badges and a button.
 * A downloadable card opens its file in a new window, showing its true size; the others go to their page.
 */
export function ResourceGroup({
  group,
  labels,
  tone,
}: {
  group: Group;
  labels: DocsHub['labels'];
} & Toned) {
  return (
    <Section heading={{ title: group.title, intro: group.intro }} icon={group.icon} tone={tone}>
      <ul className={section.grid({ columns: group.resources.length === 4 ? 4 : 3 })}>
        {group.resources.map((resource) => (
          <ResourceCard key={resource.id} resource={resource} labels={labels} />
        ))}
      </ul>
    </Section>
  );
}
