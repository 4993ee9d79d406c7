/** Builds the shell's data block (components/shell/shellData.ts) from content, at pre-render. */
import type { ShellData } from '../components/shell/shellData.ts';
import { navigation } from '../content/navigation.ts';
import { pwa } from '../content/pwa.ts';
import { site } from '../content/site.ts';

export function buildShellData(): ShellData {
  return {
    pwa: { update: pwa.update, offlineReady: pwa.offlineReady, outbox: pwa.outbox },
    toasts: { dismiss: navigation.toastDismiss },
    email: site.email,
  };
}
