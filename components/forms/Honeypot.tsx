import { HONEYPOT_FIELD } from '../../lib/form-engine/fields.ts';
import * as styles from './Form.css.ts';

/** A field people never see or reach; bots that fill every input fill it, and the inbox drops them. */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
