import type { Profile } from '../../content/schema.ts';
import { TickList } from './TickList.tsx';
import * as styles from './ProfileCard.css.ts';

/** A person's card: an initials avatar (no photo), name, role, biography, credentials and a quote. */
export function ProfileCard({ name, role, initials, bio, credentials, quote }: Profile) {
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <div>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.role}>{role}</p>
        </div>
      </header>
      {bio.map((paragraph) => (
        <p key={paragraph} className={styles.bio}>
          {paragraph}
        </p>
      ))}
      {credentials.length > 0 ? <TickList items={credentials} className={styles.credentials} /> : null}
      {quote ? <blockquote className={styles.quote}>“{quote}”</blockquote> : null}
    </article>
  );
}
