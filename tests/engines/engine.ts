/**
 * The browsers our visitors use, driven through one small surface that suites are written against once
 * (docs/decisions/0027-visitor-journeys-in-three-engines.md): the visitor journeys (journeys.spec.ts) in the two engines
 * besides Chromium, and the impatient visitor (impatient.spec.ts) in all three. Playwright drives only its own
 * patched builds of Firefox and WebKit, which would be a download, so each engine has its own implementation:
 * - Chromium (Debian's headless shell, as the Chromium suites use) over CDP with puppeteer-core;
 * - Firefox (firefox-esr) over WebDriver BiDi with puppeteer-core;
 * - WebKit (WebKitGTK) through WebKitWebDriver with selenium-webdriver, under an Xvfb display, in our own small
 *   WebKitGTK browser (webkit-host.py says why not MiniBrowser: its automation sessions show no console).
 * A method or option that an engine cannot honour throws; none passes without doing what it says.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import puppeteer, { ProtocolError, type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, By, Key as WebDriverKey, type WebDriver } from 'selenium-webdriver';
import { SCREENS, chromiumFlags, testChromiumPath } from '../../cli/chromium.ts';

type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The option each Playwright project sets (playwright.config.ts): which engine its test workers launch. */
export interface EngineOptions {
  engineName: EngineName;
}

/** The keys the journeys press. */
export type Key = 'Enter' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'Home' | 'End' | 'Escape';

export interface TabOptions {
  /** The window's inner size: the suites' desktop (1366×900) or phone (390×844). */
  size: keyof typeof SCREENS;
  /** Whether the page's scripts run, as with JavaScript switched off in the browser's settings. */
  scripts: boolean;
  /**
   * Slow the page's main thread this many times, as a mid-range phone's is (Lighthouse's mobile preset: 4).
   * Only Chromium can; asking another engine throws.
   */
  cpuSlowdown?: number;
  /**
   * Act on pages that are still loading (`Tab.open`). WebKit's driver otherwise holds every command after a
   * navigation until the page's load event; the other engines never wait.
   */
  actWhileLoading?: boolean;
}

export interface Tab {
  readonly options: TabOptions;
  /** Load a URL and wait for its `load` event. */
  goto(url: string): Promise<void>;
  /**
   * Load a URL and return as soon as its HTML is parsed (DOMContentLoaded), before its images, its `load` event
   * and the page's modules (which start after load): the moment an impatient visitor acts on what is painted.
   */
  open(url: string): Promise<void>;
  /** The address the tab shows, after redirects. */
  url(): Promise<string>;
  /**
   * Run `fn(arg)` in the page and return its result, awaited if it is a promise. `fn` is sent as source, so it
   * may use only its argument and the page's globals; argument and result must survive JSON.
   */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Click the first element matching a CSS selector, scrolled into view, as a mouse does. */
  click(selector: string): Promise<void>;
  /** Type text key by key into the element matching `selector` (focused first), or into the focused element. */
  type(text: string, selector?: string): Promise<void>;
  /** Choose the option with this value in the <select> matching `selector`. */
  select(selector: string, value: string): Promise<void>;
  /** Press a key in the element matching `selector` (focused first), or in the focused element. */
  press(key: Key, selector?: string): Promise<void>;
  /** Wait until `fn(arg)` is truthy in the page; fails after `timeoutMs` naming `what`, with the last error. */
  waitFor<A>(what: string, fn: (arg: A) => unknown, arg: A, timeoutMs?: number): Promise<void>;
  /**
   * The console errors and the uncaught errors and unhandled rejections of every page this tab has shown so
   * far, each as one line; waits until everything logged before the call has arrived. What each engine tells:
   * Firefox's BiDi log has the pages' console calls and uncaught errors, not the browser's own messages (a
   * refused policy, a failed load); WebKit's console has all of them.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A new tab with its own storage: no cookies, local storage, caches or service workers of another tab. */
  open(options: TabOptions): Promise<Tab>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Poll `check` until it returns true; a thrown error counts as "not yet" and is reported if time runs out. */
async function poll(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
      last = undefined;
    } catch (error) {
      // A navigation in progress destroys the page's context: the next poll asks the new page.
      last = error;
    }
    if (Date.now() > deadline) {
      const reason = last === undefined ? '' : ` (last error: ${last instanceof Error ? last.message : String(last)})`;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
    }
    await sleep(50);
  }
}

/**
 * WebKitWebDriver, listening on loopback. It must be told a port, and one found free can be taken by another
 * process before it listens (the suites start servers and browsers side by side): it then exits at once ("Unable
 * to listen"), and another port is tried. It is ours once it answers WebDriver's status while still running.
 */
async function startDriver(display: string, output: string[]): Promise<{ child: ChildProcess; server: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    // A process group of its own, so closing the tab stops the browser and its web processes too.
    const child = start(
      WEBKIT_DRIVER,
      [`--port=${port}`, '--host=127.0.0.1'],
      { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'pipe', 'pipe'] },
      true,
    );
    readLines(child.stdout!, (line) => output.push(line));
    readLines(child.stderr!, (line) => output.push(line));
    const server = `http://127.0.0.1:${port}`;
    const running = () => child.exitCode === null && child.signalCode === null;
    const deadline = Date.now() + 15_000;
    while (running() && Date.now() < deadline) {
      // Bounded: whatever holds the port may take the connection and never answer.
      const status = await fetch(`${server}/status`, { signal: AbortSignal.timeout(1000) })
        .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
        .catch(() => null);
      if (status?.value?.ready === true && running()) return { child, server };
      await sleep(50);
    }
    // Exited: its port was taken first, so another is tried; still running but silent: no retry helps.
    const exited = !running();
    await stopProcess(child, true);
    if (!exited || attempt === 3)
      throw new Error(`WebKit: WebKitWebDriver did not answer on ${server}\n${output.join('\n')}`);
  }
}

/** A free TCP port on the loopback interface, for a driver that must be told its port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Processes started here that must not outlive this one (a driver runs in a process group of its own). */
const started = new Map<ChildProcess, boolean>();
process.once('exit', () => {
  for (const [child, group] of started) {
    try {
      if (child.pid !== undefined && child.exitCode === null) process.kill(group ? -child.pid : child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});

/** Spawn a process that is stopped when this one exits, whatever ends it. */
function start(command: string, args: string[], options: SpawnOptions, group = false): ChildProcess {
  const child = spawn(command, args, { ...options, detached: group });
  started.set(child, group);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Stop a process we started (and, for a group leader, the processes it started) and wait until it has gone. */
async function stopProcess(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, name);
      else child.kill(name);
    } catch {
      // Gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Each line a stream writes, as it comes, to `onLine`. */
const readLines = (stream: Readable, onLine: (line: string) => void) =>
  createInterface({ input: stream }).on('line', onLine);

const marker = () => `engines-barrier-${Date.now()}-${Math.random().toString(36).slice(2)}`;

// ---- Chromium and Firefox through puppeteer ------------------------------------------------------------------

/** Debian's Firefox ESR, or FIREFOX_PATH (on Ubuntu, Mozilla's `firefox`). */
function firefoxPath(): string {
  const chosen = process.env.FIREFOX_PATH;
  if (chosen) return chosen;
  const found = ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((file) => existsSync(file));
  if (!found) throw new Error('No Firefox: run `bash tests/tools/ensure-tools.sh engines` or set FIREFOX_PATH');
  return found;
}

const launchFirefox = (extraPrefsFirefox: Record<string, unknown> = {}) =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox,
    // The default 30 s is short for a cold Firefox on a busy 2-core machine.
    timeout: 60_000,
  });

/** What every engine's tab does alike: its options, waiting on the page, closing. */
abstract class EngineTab {
  readonly options: TabOptions;
  readonly #close: () => Promise<void>;

  constructor(options: TabOptions, close: () => Promise<void>) {
    this.options = options;
    this.#close = close;
  }

  abstract evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;

  async waitFor<A>(what: string, fn: (arg: A) => unknown, arg: A, timeoutMs = 10_000): Promise<void> {
    await poll(what, async () => Boolean(await this.evaluate(fn, arg)), timeoutMs);
  }

  async close(): Promise<void> {
    await this.#close();
  }
}

/** A page of puppeteer's: Chromium over CDP, Firefox over WebDriver BiDi. */
class PuppeteerTab extends EngineTab implements Tab {
  readonly #page: Page;
  readonly #problems: string[] = [];
  readonly #barriers = new Map<string, () => void>();

  constructor(page: Page, options: TabOptions, close: () => Promise<void>) {
    super(options, close);
    this.#page = page;
    page.on('console', (message) => {
      const text = message.text();
      const barrier = this.#barriers.get(text);
      if (barrier) barrier();
      else if (message.type() === 'error') this.#problems.push(`console error: ${text}`);
    });
    page.on('pageerror', (error: unknown) =>
      this.#problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async goto(url: string): Promise<void> {
    await this.#page.goto(url, { waitUntil: 'load' });
  }

  async open(url: string): Promise<void> {
    await this.#page.goto(url, { waitUntil: 'domcontentloaded' });
  }

  async url(): Promise<string> {
    return this.#page.url();
  }

  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return (await this.#page.evaluate(fn as (arg: unknown) => unknown, arg)) as R;
  }

  async click(selector: string): Promise<void> {
    // Where a mouse would click: the middle of the element once scrolled into view. (puppeteer's own click waits
    // for an IntersectionObserver, whose callback never comes in a page with scripts off.)
    const place = (target: string) => {
      const element = document.querySelector(target);
      if (!element) return null;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    };
    let point = await this.#page.evaluate(place, selector);
    // A smooth scroll under way (a focus moved by a key) carries the element off that point: place it again until
    // two readings agree. (Not in a page with scripts off: it cannot scroll by itself.)
    for (let tries = 0; this.options.scripts && point && tries < 20; tries += 1) {
      await sleep(20);
      const again = await this.#page.evaluate(place, selector);
      if (again?.x === point.x && again.y === point.y) break;
      point = again;
    }
    if (!point) throw new Error(`nothing to click: ${selector} is missing or has no size`);
    await this.#page.mouse.click(point.x, point.y);
  }

  async type(text: string, selector?: string): Promise<void> {
    if (selector) await this.#page.type(selector, text);
    else await this.#page.keyboard.type(text);
  }

  async select(selector: string, value: string): Promise<void> {
    const chosen = await this.#page.select(selector, value);
    if (!chosen.includes(value)) throw new Error(`${selector} has no option with the value ${value}`);
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) await this.#page.focus(selector);
    await this.#page.keyboard.press(key satisfies KeyInput);
  }

  async problems(): Promise<string[]> {
    // Console messages come over the BiDi socket after the page logged them: one logged now, once back, says
    // that everything logged before it has arrived too.
    const text = marker();
    const back = new Promise<void>((resolve) => this.#barriers.set(text, resolve));
    await this.#page.evaluate((line) => console.info(line), text);
    await Promise.race([
      back,
      sleep(10_000).then(() => Promise.reject(new Error('console messages stopped arriving'))),
    ]);
    this.#barriers.delete(text);
    return [...this.#problems];
  }
}

/**
 * A tab of puppeteer's in a user context of its own: storage, caches and service workers as a first visit has them.
 * Its page is a new tab, which also gets focus (the first tab of a Firefox BiDi session never does, so focus events
 * never fire). `prepare` sets the page up once it has its size.
 */
async function openTab(browser: Browser, options: TabOptions, prepare?: (page: Page) => Promise<void>): Promise<Tab> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await sizeViewport(page, SCREENS[options.size].viewport);
    await prepare?.(page);
    return new PuppeteerTab(page, options, () => context.close());
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Chromium (Debian's headless shell, the browser the Chromium suites and audits run in: cli/chromium.ts) or Firefox. */
class PuppeteerEngine implements Engine {
  readonly name: 'chromium' | 'firefox';
  readonly #browser: Browser;
  /**
   * Firefox's second browser, with the `javascript.enabled` pref off (the switch a visitor turns off): ESR 140's
   * BiDi cannot turn scripts off for one page (`emulation.setScriptingEnabled`). Started with the first, so it is
   * ready by the time a journey needs it.
   */
  readonly #scriptless: Promise<Browser> | undefined;

  constructor(name: 'chromium' | 'firefox', browser: Browser, scriptless?: Promise<Browser>) {
    this.name = name;
    this.#browser = browser;
    this.#scriptless = scriptless;
  }

  static async launch(name: 'chromium' | 'firefox'): Promise<PuppeteerEngine> {
    if (name === 'chromium') {
      const shell = testChromiumPath.includes('headless-shell');
      const options = { executablePath: testChromiumPath, args: chromiumFlags, timeout: 60_000 };
      return new PuppeteerEngine(name, await puppeteer.launch({ ...options, headless: shell ? 'shell' : true }));
    }
    const scriptless = launchFirefox({ 'javascript.enabled': false });
    // Awaited by the first tab without scripts; until then a failed start must not count as unhandled.
    scriptless.catch(() => undefined);
    return new PuppeteerEngine(name, await launchFirefox(), scriptless);
  }

  async open(options: TabOptions): Promise<Tab> {
    if (options.cpuSlowdown && this.name !== 'chromium') throw new Error(`${this.name} cannot slow its main thread`);
    const browser = options.scripts || !this.#scriptless ? this.#browser : await this.#scriptless;
    return openTab(browser, options, async (page) => {
      if (!options.scripts && !this.#scriptless) await page.setJavaScriptEnabled(false);
      if (options.cpuSlowdown) await page.emulateCPUThrottling(options.cpuSlowdown);
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.#browser.close(), this.#scriptless?.then((browser) => browser.close())]);
  }
}

/** A BiDi command this Firefox does not have. */
const unknownCommand = (error: unknown) => error instanceof ProtocolError && /unknown command/.test(error.message);

/**
 * Size the page. puppeteer also sends a screen-orientation override, a command older Firefoxes (ESR 140) lack
 * and may refuse; what the journeys need is the page's size, so that is checked instead.
 */
async function sizeViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (error) {
    if (!unknownCommand(error)) throw error;
  }
  await poll(
    `the page to be ${size.width}×${size.height}`,
    async () =>
      (await page.evaluate(() => `${window.innerWidth}×${window.innerHeight}`)) === `${size.width}×${size.height}`,
    5000,
  );
}

// ---- WebKit through WebKitWebDriver --------------------------------------------------------------------------

const WEBKIT_DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** Our WebKitGTK browser for WebDriver sessions (why not MiniBrowser: the file's own comment). */
const WEBKIT_HOST = path.join(import.meta.dirname, 'webkit-host.py');
/** Debian's Python, which has the GObject bindings (python3-gi); not a Python of a version manager. */
const SYSTEM_PYTHON = '/usr/bin/python3';
/** The name the host gives itself, which the session's browserName must match. */
const WEBKIT_HOST_NAME = 'WebKitJourneys';

/** WebDriver's code for a key: ArrowDown is ARROW_DOWN. */
const webDriverKey = (key: Key): string =>
  WebDriverKey[key.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toUpperCase() as keyof typeof WebDriverKey] as string;

/**
 * A line WebKit writes for a console message at error level (`CONSOLE ERROR …`, after the script's address), or
 * for an error of another source: an uncaught exception or unhandled rejection (`CONSOLE JS ERROR …`), a
 * refused or unreadable security policy (`CONSOLE SECURITY ERROR …`), a failed load (`CONSOLE NETWORK ERROR …`).
 */
const CONSOLE_ERROR = /CONSOLE (?:[A-Z]+ )?ERROR /;

/** Start Xvfb on a display it picks itself (-displayfd), so parallel workers never collide. */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const child = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  readLines(child.stderr!, (line) => errors.push(line));
  try {
    const display = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${errors.join('\n')}`)), 15_000);
      readLines(child.stdio[3] as Readable, (line) => {
        clearTimeout(timer);
        resolve(`:${line.trim()}`);
      });
      child.once('error', (error) => reject(new Error(`Xvfb: ${error.message} (install the xvfb package)`)));
      child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.join('\n')}`)));
    });
    return { process: child, display };
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
}

/** In the page: what lies at an element's centre, if not the element itself, and where each is. */
const coverOf = `
  const element = arguments[0];
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const top = document.elementFromPoint(x, y);
  const name = (e) => e ? e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
    [...e.attributes].filter((a) => a.name.startsWith('data-') || a.name === 'class').map((a) => '[' + a.name + '="' + a.value.slice(0, 40) + '"]').join('') : 'nothing';
  return name(top) + ' at (' + Math.round(x) + ', ' + Math.round(y) + ') in a ' + innerWidth + 'x' + innerHeight + ' view' +
    (top && element.contains(top) ? ' (the element itself now: the page moved under the tap)' : '');
`;

class WebKitTab extends EngineTab implements Tab {
  readonly #driver: WebDriver;
  /** Every line the driver and the browser it started wrote, in order. */
  readonly #output: string[];

  constructor(driver: WebDriver, output: string[], options: TabOptions, close: () => Promise<void>) {
    super(options, close);
    this.#driver = driver;
    this.#output = output;
  }

  async goto(url: string): Promise<void> {
    // A session that acts while pages load does not wait for them: such a tab opens pages (open()).
    if (this.options.actWhileLoading) throw new Error('WebKit: goto() needs a tab made without actWhileLoading');
    await this.#driver.get(url);
  }

  async open(url: string): Promise<void> {
    if (!this.options.actWhileLoading) throw new Error('WebKit: open() needs a tab made with actWhileLoading');
    await this.#driver.get(url);
    await poll(
      `${url} to be parsed`,
      async () =>
        Boolean(
          await this.#driver.executeScript(
            'return document.readyState !== "loading" && location.href === arguments[0]',
            new URL(url).href,
          ),
        ),
      30_000,
    );
  }

  async url(): Promise<string> {
    return this.#driver.getCurrentUrl();
  }

  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // An asynchronous script, so a returned promise is awaited the same way in every WebDriver.
    const answer = (await this.#driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       const arg = arguments[0];
       Promise.resolve()
         .then(() => (${fn.toString()})(arg))
         .then((value) => done({ value: value === undefined ? null : value }))
         .catch((error) => done({ error: [String(error), error && error.stack].filter(Boolean).join(' at ') }));`,
      arg,
    )) as { value: R } | { error: string } | null;
    if (answer === null || typeof answer !== 'object') throw new Error('WebKit: the script returned nothing');
    if ('error' in answer) throw new Error(`in the page: ${answer.error}`);
    return answer.value;
  }

  async click(selector: string): Promise<void> {
    const element = await this.#driver.findElement(By.css(selector));
    // WebDriver scrolls the element into view itself, but the site scrolls smoothly (scroll-behavior) once focus
    // is in the page, and WebKit then finds the element still out of view: bring it there at once first. A smooth
    // scroll under way (focus moved by the action before) carries it off again: place it until two readings agree,
    // as the Chromium tab does.
    const place = async () =>
      String(
        await this.#driver.executeScript(
          'arguments[0].scrollIntoView({ block: "center", inline: "center", behavior: "instant" });' +
            'const box = arguments[0].getBoundingClientRect(); return box.x + "," + box.y;',
          element,
        ),
      );
    let point = await place();
    for (let tries = 0; this.options.scripts && tries < 20; tries += 1) {
      await sleep(20);
      const again = await place();
      if (again === point) break;
      point = again;
    }
    try {
      await element.click();
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'ElementClickInterceptedError') throw error;
      // WebKit found something else at the element's centre. Say what, so the failure can be told from a real
      // cover (a toast, a sheet) or a page still moving.
      const cover = await this.#driver.executeScript(coverOf, element).catch(() => '(could not tell)');
      throw new Error(`${selector}: the tap would land on ${String(cover)} instead`, { cause: error });
    }
  }

  async type(text: string, selector?: string): Promise<void> {
    if (selector) await (await this.#driver.findElement(By.css(selector))).sendKeys(text);
    else await this.#driver.actions().sendKeys(text).perform();
  }

  async select(selector: string, value: string): Promise<void> {
    // WebDriver chooses an option by clicking it (its "element click" on an <option>), which WebKit refuses
    // while the select is under the sticky header: bring the select to the middle of the screen first.
    await this.#driver.executeScript(
      'document.querySelector(arguments[0])?.scrollIntoView({ block: "center", behavior: "instant" })',
      selector,
    );
    for (const option of await this.#driver.findElements(By.css(`${selector} option`))) {
      if ((await option.getAttribute('value')) === value) return option.click();
    }
    throw new Error(`${selector} has no option with the value ${value}`);
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) await (await this.#driver.findElement(By.css(selector))).sendKeys(webDriverKey(key));
    else await this.#driver.actions().sendKeys(webDriverKey(key)).perform();
  }

  async problems(): Promise<string[]> {
    // The page's process writes the console to stderr, which reaches us through a pipe: a line logged now,
    // once read, says that everything logged before it has been read too.
    const text = marker();
    await this.evaluate((line) => console.info(line), text);
    await poll('the console to reach the suite', async () => this.#output.some((line) => line.includes(text)), 10_000);
    return this.#output.filter((line) => CONSOLE_ERROR.test(line));
  }
}

class WebKitEngine implements Engine {
  readonly name = 'webkit';
  readonly #xvfb: ChildProcess;
  readonly #display: string;

  constructor(xvfb: ChildProcess, display: string) {
    this.#xvfb = xvfb;
    this.#display = display;
  }

  static async launch(): Promise<WebKitEngine> {
    if (!existsSync(WEBKIT_DRIVER))
      throw new Error(`No ${WEBKIT_DRIVER}: run \`bash tests/tools/ensure-tools.sh engines\``);
    if (!existsSync(SYSTEM_PYTHON))
      throw new Error(`No ${SYSTEM_PYTHON}: run \`bash tests/tools/ensure-tools.sh engines\``);
    const { process: xvfb, display } = await startXvfb();
    return new WebKitEngine(xvfb, display);
  }

  /**
   * Each tab is a WebKitWebDriver of its own with one session (a driver keeps one at a time), i.e. one browser
   * process with a fresh profile, whose console (its stderr, inherited from the driver) is this tab's alone.
   */
  async open(options: TabOptions): Promise<Tab> {
    if (options.cpuSlowdown) throw new Error('webkit cannot slow its main thread');
    const output: string[] = [];
    const { child, server } = await startDriver(this.#display, output);
    const profile = mkdtempSync(path.join(tmpdir(), 'webkit-journeys-'));
    const stop = async () => {
      await stopProcess(child, true);
      rmSync(profile, { recursive: true, force: true });
    };
    let driver: WebDriver | undefined;
    try {
      const args = [
        WEBKIT_HOST,
        `--data-dir=${profile}`,
        `--name=${WEBKIT_HOST_NAME}`,
        `--scripts=${options.scripts ? 'on' : 'off'}`,
      ];
      driver = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: WEBKIT_HOST_NAME,
          'webkitgtk:browserOptions': { binary: SYSTEM_PYTHON, args },
          // With "none", commands do not wait for a page's load: with the default ("normal") WebKit's driver holds
          // every click and key until the load event, so nothing could act on a page painted but still loading.
          pageLoadStrategy: options.actWhileLoading ? 'none' : 'normal',
        })
        .build();
      await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
      const { width, height } = SCREENS[options.size].viewport;
      // The host's window is only the page (and no window manager adds a frame): its size is the page's.
      await driver.manage().window().setRect({ x: 0, y: 0, width, height });
      const session = driver;
      await poll(
        `the page to be ${width}×${height}`,
        async () =>
          (await session.executeScript('return `${window.innerWidth}×${window.innerHeight}`')) === `${width}×${height}`,
        5000,
      );
      return new WebKitTab(session, output, options, async () => {
        try {
          await session.quit();
        } finally {
          await stop();
        }
      });
    } catch (error) {
      await driver?.quit().catch(() => undefined);
      await stop();
      throw new Error(`WebKit: ${error instanceof Error ? error.message : String(error)}\n${output.join('\n')}`, {
        cause: error,
      });
    }
  }

  async close(): Promise<void> {
    await stopProcess(this.#xvfb);
  }
}

async function launchEngine(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? WebKitEngine.launch() : PuppeteerEngine.launch(name);
}

/**
 * The Playwright worker fixture both engine suites use: the project's engine, launched once per worker and closed
 * when the worker ends, whatever its tests did. A minute to start: a cold browser on a busy two-core machine.
 */
export const engineFixture: [
  (options: EngineOptions, use: (engine: Engine) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] = [
  async ({ engineName }, use) => {
    const engine = await launchEngine(engineName);
    await use(engine);
    await engine.close();
  },
  { scope: 'worker', timeout: 60_000 },
];
