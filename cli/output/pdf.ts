/**
 * An HTML document printed to PDF by the Chromium every test and audit uses (cli/chromium.ts: Debian's
 * /usr/bin/chromium, or CHROME_PATH), through Playwright, loaded on use. The document's own `@page` rule
 * sets the paper; nothing is fetched while it prints.
 */
import { existsSync } from 'node:fs';
import { CannotRunError } from '../../lib/errors.ts';
import { chromiumPath } from '../chromium.ts';

/** The one line a consultant without Chromium reads: what is missing and the two ways to fix it. */
function missingChromium(path: string): string {
  return (
    `--pdf needs Chromium to print, and ${path} was not found: install it with ` +
    '`apt-get install -y chromium` (Debian, Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary'
  );
}

export async function printPdf(html: string, executablePath: string = chromiumPath): Promise<Buffer> {
  if (!existsSync(executablePath)) throw new CannotRunError(missingChromium(executablePath));
  const { launchBrowser } = await import('../chromium.ts');
  const browser = await launchBrowser(executablePath);
  try {
    const page = await browser.newPage();
    // A self-contained document needs no network; refusing every request keeps it that way.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  } finally {
    await browser.close();
  }
}
