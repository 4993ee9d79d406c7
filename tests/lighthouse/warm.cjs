// https://github.com/GoogleChrome/lighthouse-ci/blob/main/docs/configuration.md#puppeteerscript
// Lighthouse CI calls this before each URL's runs, with the one Chromium they all share (lighthouserc.js). It keeps a
// tab open on the site: started with --process-per-site, every run's page then shares that tab's warm renderer, so a
// run's trace holds the page's own work, not a renderer process starting up (about 70 ms of main thread, which
// Lighthouse's simulated phone slowed five times and counted as blocking time). And it closes the pages earlier runs
// left open (Lighthouse leaves a browser it did not launch as it found it, its tab included): in the shared renderer
// their timers and animations would run in the next page's trace.
const { readFileSync, readdirSync } = require('node:fs');
const os = require('node:os');

let warm;
module.exports = async (browser, { url }) => {
  warm ??= await browser.newPage();
  if (warm.url() === 'about:blank') {
    // A page of the site once, so the renderer has met the site's scripts before the first run as before every
    // other (the first run read up to 280 ms more blocking time than the same page later), then a page with no
    // script, so nothing of it runs during the runs.
    await warm.goto(new URL('/', url).href, { waitUntil: 'load' });
    await warm.goto(new URL('/robots.txt', url).href);
  }
  for (const page of await browser.pages()) if (page !== warm) await page.close();
  yieldToRenderers(browser.process()?.pid);
};

/**
 * Lets the page's renderer have the CPU while Lighthouse times it. Lighthouse reads the page's main-thread tasks by the
 * wall clock and multiplies them by its CPU slowdown; on two cores the renderer shared them with Chromium's browser,
 * GPU and network processes and with Lighthouse, all busiest during the load, and a task took 2–3 times its CPU time
 * (one page read 10 to 229 ms of blocking time in four runs; 3 to 64 ms once the harness yielded). So every thread of
 * Chromium's processes but its renderers (and the zygotes they are forked from, whose children would inherit it), and
 * of this process, whose Lighthouse runs inherit it, runs at nice 10, as a phone's other work yields to the page in
 * front. Linux only; raising a nice value needs no privilege, so CI's runners can too.
 */
function yieldToRenderers(chromium) {
  if (chromium === undefined || os.platform() !== 'linux') return;
  const parentOf = (pid) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  const inChromium = (pid) => {
    for (let at = pid; at > 1; at = parentOf(at)) if (at === chromium) return true;
    return false;
  };
  const threadsOf = (pid) => readdirSync(`/proc/${pid}/task`).map(Number);
  const harness = threadsOf(process.pid);
  for (const pid of readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)) {
    try {
      if (!inChromium(pid) || /--type=(renderer|zygote)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      harness.push(...threadsOf(pid));
    } catch {
      // A process that ended while it was read.
    }
  }
  for (const thread of harness) {
    try {
      if (os.getPriority(thread) < 10) os.setPriority(thread, 10);
    } catch {
      // A thread that ended since.
    }
  }
}
