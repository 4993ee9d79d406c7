import { describe, expect, it } from 'vitest';
import { chooseTestChromium } from './chromium.ts';

const shellInstalled = (file: string) => file === '/usr/bin/chromium-headless-shell';
const nothingInstalled = () => false;

describe('the Chromium of the browser tests and the a11y and budget audits', () => {
  it("is Debian's headless shell where it is installed", () => {
    expect(chooseTestChromium({}, shellInstalled)).toBe('/usr/bin/chromium-headless-shell');
  });

  it('is Chromium itself where no shell is installed (Ubuntu): the same checks, slower', () => {
    expect(chooseTestChromium({}, nothingInstalled)).toBe('/usr/bin/chromium');
  });

  it('is the build CHROME_PATH names, for everything, unless CHROME_HEADLESS_SHELL_PATH names a shell', () => {
    expect(chooseTestChromium({ CHROME_PATH: '/opt/chrome/chrome' }, shellInstalled)).toBe('/opt/chrome/chrome');
    expect(
      chooseTestChromium(
        { CHROME_PATH: '/opt/chrome/chrome', CHROME_HEADLESS_SHELL_PATH: '/opt/shell' },
        shellInstalled,
      ),
    ).toBe('/opt/shell');
    expect(chooseTestChromium({ CHROME_HEADLESS_SHELL_PATH: '/opt/shell' }, nothingInstalled)).toBe('/opt/shell');
  });
});
