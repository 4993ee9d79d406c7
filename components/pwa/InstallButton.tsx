import { setPwaState } from './store.ts';
import { usePwaState } from './usePwaState.ts';
import * as styles from './PwaStatus.css.ts';

/** Exists only while the browser offers installation (`beforeinstallprompt`), and nowhere else. */
export function InstallButton({ label }: { label: string }) {
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
      {label}
    </button>
  );
}
