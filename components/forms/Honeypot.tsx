import { forms } from '../../content/forms.ts';
import { HONEYPOT_FIELD } from '../../lib/forms.ts';
import * as styles from './Form.css.ts';

/** A field people never see or reach; bots that fill every input fill it, and the inbox drops them. */
export function Honeypot({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{forms.honeypotLabel}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
