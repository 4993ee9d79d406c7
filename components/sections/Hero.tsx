import type { HeroSection } from '../../content/schema.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { Tick } from '../ui/icon/index.ts';
import { TextList } from '../ui/list/index.ts';
import { Copy } from './Notes.tsx';
import * as styles from './Hero.css.ts';

/** A page's opening: its h1, lead, calls to action (the first primary) and promises. */
export function Hero({
  eyebrow,
  title,
  lead,
  actions,
  promises,
  note,
  size = 'home',
}: HeroSection & { size?: 'home' | 'page' }) {
  return (
    <section className={styles.root({ size })}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title({ size })}>
          <Copy text={title} />
        </h1>
        <p className={styles.lead}>
          <Copy text={lead} />
        </p>
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <ButtonLink
                key={action.href + action.label}
                href={action.href}
                size="lg"
                tone={index === 0 ? 'primary' : 'secondary'}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        ) : null}
        {promises.length > 0 ? (
          <TextList items={promises} marker={<Tick />} className={styles.promises} itemClassName={styles.promise} />
        ) : null}
        {note ? (
          <p className={styles.note}>
            <Copy text={note} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
