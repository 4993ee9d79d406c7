/**
 * The visitor's analytics choice (docs/decisions/0019-consent-before-analytics.md, UK PECR): nothing from a tag service
 * loads until they accept. Stored in localStorage under CONSENT_KEY; read and written only where analytics is
 * configured.
 */
export const CONSENT_KEY = 'analytics-consent';
export type Consent = 'granted' | 'denied';

/** The stored choice, or null when none was made (or storage is blocked). */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): Consent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(storage: Pick<Storage, 'setItem'> | undefined, consent: Consent): void {
  try {
    storage?.setItem(CONSENT_KEY, consent);
  } catch {
    // Not remembered, but honoured for this page.
  }
}

/** Google Analytics' cookie names: `_ga` and `_ga_<measurement id without G->`. */
export const isAnalyticsCookie = (name: string): boolean => name === '_ga' || name.startsWith('_ga_');
