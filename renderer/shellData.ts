/** Builds the shell's data block (components/shell/shellData.ts) from content, at pre-render. */
import type { ShellData } from '../components/shell/shellData.ts';
import { navigation } from '../content/navigation.ts';
import { pwa } from '../content/pwa.ts';
import { measurementId, tagManagerId } from '../lib/analytics.ts';

export function buildShellData(): ShellData {
  const ga = measurementId();
  const gtm = tagManagerId();
  return {
    pwa: { update: pwa.update, offlineReady: pwa.offlineReady, outbox: pwa.outbox },
    toasts: { dismiss: navigation.toastDismiss },
    analytics: { ...(ga ? { measurementId: ga } : {}), ...(gtm ? { tagManagerId: gtm } : {}) },
  };
}
