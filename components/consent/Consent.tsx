/** The consent islands with their props from content (server only); nothing at all without analytics ids. */
import { consent } from '../../content/consent.ts';
import { analyticsIds } from '../../lib/analytics.ts';
import { Island } from '../islands/Island.tsx';

const { footerLink: _footerLink, settingsId, ...copy } = consent;

export function ConsentBanner() {
  const analytics = analyticsIds();
  if (!analytics) return null;
  return <Island name="Consent" when="load" props={{ mode: 'banner', copy, analytics }} />;
}

export function ConsentSettings() {
  const analytics = analyticsIds();
  if (!analytics) return null;
  return (
    <div id={settingsId}>
      <Island name="Consent" when="load" props={{ mode: 'settings', copy, analytics }} />
    </div>
  );
}
