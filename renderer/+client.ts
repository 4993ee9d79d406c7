// https://vike.dev/client
// The only script a page loads (public/boot.js starts it after first paint): it wakes the page's islands and
// starts the shell's behaviour that is not an island (toasts, offline status, the search key). Analytics is
// the consent island's business.
import { hydrateIslands } from '../components/islands/loader.ts';
import { startSearchHotkey } from '../components/search/hotkey.ts';
import { shellData } from '../components/shell/shellData.ts';
import { startToaster } from '../components/ui/toast/mount.ts';
import { startPwa } from './pwa.ts';

const data = shellData();
startToaster(data.toasts);
startSearchHotkey('/search');
startPwa();
void hydrateIslands();
