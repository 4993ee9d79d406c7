// https://vike.dev/client
// The only script a page loads (renderer/boot.js, inlined at the end of each page's body, starts it once the
// page has loaded and painted): it wakes the page's islands and starts the shell's behaviour that is not an
// island (the footer's year, toasts, offline status, the search key, the not-found page's log, the tab stops of
// boxes that scroll). What must answer before it runs (the theme, the accordions' keys, a first touch on an
// island) is the head script's, renderer/head.js.
// Analytics is the consent island's business.
import { hydrateIslands, signalIsland } from '../components/islands/loader.ts';
import { keepYearCurrent } from '../components/layout/currentYear.ts';
import { whenNews } from '../components/pwa/store.ts';
import { startSearchHotkey } from '../components/search/hotkey.ts';
import { logMissingPath } from '../components/sections/notFoundLog.ts';
import { shellData } from '../components/shell/shellData.ts';
import { focusWhileScrolling } from '../components/ui/scroll/focusWhileScrolling.ts';
import { startToaster } from '../components/ui/toast/mount.ts';
import { startPwa } from './pwa.ts';

const data = shellData();
keepYearCurrent();
logMissingPath();
startToaster(data.toasts);
startSearchHotkey('/search');
startPwa();
focusWhileScrolling();
whenNews(() => signalIsland('PwaStatus'));
void hydrateIslands();
