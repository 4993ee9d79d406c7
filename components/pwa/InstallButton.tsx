import { pwa } from '../../content/pwa.ts';
import { setPwaState, usePwaState } from './store.ts';
import * as styles from './PwaStatus.css.ts';

/** Exists only while the browser offers installation (`beforeinstallprompt`), and nowhere else. */
export function InstallButton() {
  const { installPrompt } = usePwaState();
  if (!installPrompt) return null;
  const install = async () => {
    await installPrompt.prompt();
    await installPrompt.userChoice.catch(() => undefined);
    // A prompt event works once; the browser fires a new one if installation is offered again.
    setPwaState({ installPrompt: null });
  };
  return (
    <button type="button" className={styles.install} onClick={() => void install()}>
      {pwa.status.install}
    </button>
  );
}
