import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { type Consent, isAnalyticsCookie, readConsent, storeConsent } from '../../lib/consent.ts';
import { button } from '../ui/button/index.ts';
import { startAnalytics } from './analytics.ts';
import * as styles from './Consent.css.ts';

export type ConsentCopy = {
  label: string;
  title: string;
  text: string;
  accept: string;
  reject: string;
  policy: { label: string; href: string };
  current: { granted: string; denied: string; none: string };
  saved: string;
};

export type ConsentControlsProps = {
  /** `banner`: asks once, until a choice is made. `settings`: the cookie page's control, always there. */
  mode: 'banner' | 'settings';
  copy: ConsentCopy;
  /** The configured ids (the island exists only when there is one). */
  analytics: { measurementId?: string; tagManagerId?: string };
};

// The banner and the cookie page's control share the choice: a change in one updates the other.
const CHANGE = 'consentchange';
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
};
/** 'unknown' until hydrated: the server cannot know the choice, so it renders as if none were made. */
const useConsent = () =>
  useSyncExternalStore<Consent | null | 'unknown'>(
    subscribe,
    () => readConsent(window.localStorage),
    () => 'unknown',
  );

let started = false;
function begin(ids: ConsentControlsProps['analytics']) {
  if (started) return;
  started = true;
  startAnalytics(ids);
}

/** Remove the analytics cookies already set (on this host and its parent domains). */
function clearAnalyticsCookies() {
  const names = document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '');
  const parts = window.location.hostname.split('.');
  const domains = parts.map((_, i) => parts.slice(i).join('.')).filter((domain) => domain.includes('.'));
  for (const name of names.filter(isAnalyticsCookie)) {
    for (const domain of ['', ...domains]) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/**
 * "Accept" then "Reject", equally easy and alike. Given the `current` choice (the cookie page's control), each
 * says whether it is the one in force (`aria-pressed`); the banner asks before there is one.
 */
function Choices({
  copy,
  tone,
  onChoose,
  current,
}: {
  copy: ConsentCopy;
  tone: 'primary' | 'secondary';
  onChoose: (choice: Consent) => void;
  current?: Consent | null | 'unknown';
}) {
  return (['granted', 'denied'] as const).map((choice) => (
    <button
      key={choice}
      type="button"
      className={button({ tone })}
      aria-pressed={current === undefined ? undefined : current === choice}
      onClick={() => onChoose(choice)}
    >
      {choice === 'granted' ? copy.accept : copy.reject}
    </button>
  ));
}

/**
 * Consent before analytics (an island). Analytics starts only after "Accept" (now or on an earlier visit);
 * "Reject" is as easy and as prominent. The cookie page's control shows the choice and changes it.
 */
export default function ConsentControls({ mode, copy, analytics }: ConsentControlsProps) {
  const consent = useConsent();
  const [saved, setSaved] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (consent === 'granted') begin(analytics);
  }, [consent, analytics]);

  const choose = (next: Consent) => {
    storeConsent(window.localStorage, next);
    if (next === 'denied') clearAnalyticsCookies();
    window.dispatchEvent(new Event(CHANGE));
    setSaved(true);
  };

  if (mode === 'banner') {
    // Hidden until hydrated and whenever a choice exists; with JavaScript off nothing can load, so nothing asks.
    if (consent !== null) return null;
    return (
      <section className={styles.banner} aria-labelledby={titleId} aria-label={copy.label} data-consent-banner="">
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.text}>
          {copy.text} <a href={copy.policy.href}>{copy.policy.label}</a>
        </p>
        <div className={styles.actions}>
          <Choices copy={copy} tone="primary" onChoose={choose} />
        </div>
      </section>
    );
  }

  const current =
    consent === 'granted' ? copy.current.granted : consent === 'denied' ? copy.current.denied : copy.current.none;
  return (
    <div className={styles.settings} data-requires-js>
      <p role="status">
        {consent === 'unknown' ? copy.current.none : current} {saved ? copy.saved : ''}
      </p>
      <div className={styles.actions}>
        <Choices copy={copy} tone="secondary" onChoose={choose} current={consent} />
      </div>
    </div>
  );
}
