// https://github.com/GoogleChrome/lighthouse-ci/blob/main/docs/configuration.md#puppeteerscript
// Lighthouse CI calls this before each URL's runs, with the one Chromium they all share (lighthouserc.js). It keeps a
// tab open on the site: started with --process-per-site, every run's page then shares that tab's warm renderer, so a
// run's trace holds the page's own work, not a renderer process starting up (about 70 ms of main thread, which
// Lighthouse's simulated phone slowed five times and counted as blocking time). And it closes the pages earlier runs
// left open (Lighthouse leaves a browser it did not launch as it found it, its tab included): in the shared renderer
// their timers and animations would run in the next page's trace.
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
};
