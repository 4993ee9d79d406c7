import { TickList } from './TickList.tsx';
import type { Card as CardData, CardGridSection } from '../../content/schema.ts';
import { Badge } from '../ui/badge/index.ts';
import { Icon } from '../ui/icon/index.ts';
import * as styles from './CardGrid.css.ts';
import { Copy } from './Notes.tsx';
import * as section from './Section.css.ts';
import { Section, type Toned } from './Section.tsx';

/** Cards in a grid of 2, 3 or 4 columns (fewer on narrow screens): the shared Card schema. */
export function Cards({ cards, columns = 3, level = 3 }: { cards: CardData[]; columns?: 2 | 3 | 4; level?: 3 | 4 }) {
  const Title = `h${level}` as const;
  return (
    <ul className={section.grid({ columns })}>
      {cards.map((card) => (
        <li key={card.title} className={`${section.card} ${styles.card}`}>
          {card.icon ? (
            <span className={styles.icon}>
              <Icon name={card.icon} />
            </span>
          ) : null}
          {card.badge ? (
            <span className={styles.badges}>
              <Badge>
                <Copy text={card.badge} />
              </Badge>
            </span>
          ) : null}
          <Title className={styles.title}>{card.title}</Title>
          <p className={styles.text}>
            <Copy text={card.text} />
          </p>
          {card.points.length > 0 ? <TickList items={card.points} className={styles.points} /> : null}
          {card.link ? (
            <a className={styles.link} href={card.link.href}>
              {card.link.label}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A section of cards under its heading. */
export function CardGrid({ heading, cards, columns, tone }: CardGridSection & Toned) {
  return (
    <Section heading={heading} tone={tone}>
      <Cards cards={cards} columns={columns} />
    </Section>
  );
}
