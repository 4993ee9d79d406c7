/**
 * The impatient visitor: what it finds to act on in a page, what it does to each control, and the effect each
 * action must have. Written against the Tab of engine.ts, so impatient.spec.ts runs it in Chromium, Firefox and
 * WebKit alike, and `npm run bench:touch` reads the times it measures (tests/engines/bench.ts).
 *
 * A page is acted on the moment its HTML is parsed (Tab.open), long before its modules start (they wait for the
 * `load` event and a paint, renderer/boot.js) and so before any island has woken. Each action is one visitor
 * input; its effect is a condition on what the page shows, checked in the page on every frame from the moment
 * the action is made. An effect that never comes within EFFECT_TIMEOUT_MS is a lost action. Once the page has
 * settled (no island loading, nothing held for one), the effect must still hold: an action given back twice
 * (a menu opened and closed again, text typed twice, a tab moved two steps) fails there.
 */
import { forms } from '../../content/forms.ts';
import { roiContent } from '../../content/roi.ts';
import { FORM_TYPES, exampleValues, formEndpoint } from '../../lib/forms.ts';
import { FIRST_TOUCH_GLOBAL, ISLAND_TAG } from '../../lib/islands.ts';
import { OUTPUTS, ROI_DEFAULTS, evaluateRoi, formatOutput, type RoiInputs } from '../../lib/roi.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Route, liveRoutes, notFoundRoute } from '../../lib/routes.ts';
import type { Key, Tab } from './engine.ts';

/**
 * How long an effect may take before the action counts as lost: far beyond any wait a visitor would bear.
 * `IMPATIENT_TIMEOUT_MS` shortens it for the benchmark of an older build, which loses touches by the dozen.
 */
export const EFFECT_TIMEOUT_MS = Number(process.env.IMPATIENT_TIMEOUT_MS ?? 15_000);

/** A condition on what the page shows, checked in the page (no function crosses: the page's CSP forbids eval). */
export type Effect =
  | { type: 'shown' | 'hidden' | 'focused' | 'open'; selector: string }
  | { type: 'attribute'; selector: string; name: string; value: string }
  | { type: 'value'; selector: string; value: string }
  | { type: 'starts'; selector: string; value: string }
  | { type: 'text'; selector: string; text: string }
  | { type: 'path'; path: string }
  | { type: 'all' | 'any'; of: Effect[] };

/** A control as found in the page. */
export interface Control {
  /** A CSS selector that finds it and only it. */
  selector: string;
  kind: ControlKind;
  /** What a visitor would call it: its accessible name, or its text. */
  label: string;
  /** The island it is part of, if any. */
  island: string | null;
  /** For a form control: its form's action; for a field its name, type, value, step and options. */
  form: string | null;
  name: string;
  type: string;
  value: string;
  step: string;
  options: string[];
  /** For a summary or tab: the selectors of its group's members, in order. */
  group: string[];
  /** For a theme button: its choice. */
  choice: string;
}

const CONTROL_KINDS = ['menu', 'theme', 'section', 'tab', 'number', 'text', 'select', 'submit', 'button'] as const;
type ControlKind = (typeof CONTROL_KINDS)[number];

/**
 * Installed in the page (sent as source): finds the controls, arms the clock for an action and checks effects.
 * Self-contained: it may use only the page's globals and its argument.
 */
export function installProbe(names: { island: string; firstTouch: string }): void {
  const win = window as unknown as Record<string, unknown>;
  if (win.__impatient) return;
  // Shown: a box, and not hidden by an ancestor (a closed <details> keeps its content's box in some engines).
  const box = (element: Element | null) => {
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const cssPath = (element: Element): string => {
    if (element.id && document.querySelectorAll(`#${CSS.escape(element.id)}`).length === 1)
      return `#${CSS.escape(element.id)}`;
    const parent = element.parentElement;
    if (!parent) return element.tagName.toLowerCase();
    const same = [...parent.children].filter((child) => child.tagName === element.tagName);
    const step =
      same.length === 1
        ? element.tagName.toLowerCase()
        : `${element.tagName.toLowerCase()}:nth-of-type(${same.indexOf(element) + 1})`;
    return `${cssPath(parent)} > ${step}`;
  };
  const labelOf = (element: Element) =>
    (
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
  const kindOf = (element: Element): Control['kind'] | null => {
    if (element.matches('button[popovertarget], button[aria-controls="site-nav"]')) return 'menu';
    if (element.matches('[data-theme-option]')) return 'theme';
    if (element.matches('summary, [data-scope="accordion"][data-part="item-trigger"]')) return 'section';
    if (element.matches('[role="tab"]')) return 'tab';
    if (element.matches('input[type="number"]')) return 'number';
    if (element.matches('select')) return 'select';
    if (element.matches('textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"]'))
      return 'text';
    if (element.matches('input[type="search"], input[type="url"]')) return 'text';
    if (element.matches('button[type="submit"], input[type="submit"]') && (element as HTMLButtonElement).form)
      return 'submit';
    // A link to another state of this page (a sample scenario's case), which its island takes in place.
    if (element.matches('button, [role="button"], a[href^="?"]')) return 'button';
    return null;
  };
  const sectionOf = (trigger: Element): Element | null =>
    trigger.tagName === 'SUMMARY'
      ? trigger.nextElementSibling
      : document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  const isOpen = (trigger: Element) =>
    trigger.tagName === 'SUMMARY'
      ? Boolean((trigger.parentElement as HTMLDetailsElement | null)?.open) && box(sectionOf(trigger))
      : trigger.getAttribute('aria-expanded') === 'true' && box(sectionOf(trigger));
  const check = (effect: Effect): boolean => {
    const element = 'selector' in effect ? document.querySelector(effect.selector) : null;
    switch (effect.type) {
      case 'shown':
        return box(element);
      case 'hidden':
        return !box(element);
      case 'focused':
        return Boolean(element) && document.activeElement === element;
      case 'open':
        return Boolean(element) && isOpen(element!);
      case 'attribute':
        return element?.getAttribute(effect.name) === effect.value;
      case 'value':
        return (element as HTMLInputElement | null)?.value === effect.value;
      case 'starts':
        return Boolean((element as HTMLInputElement | null)?.value.startsWith(effect.value));
      case 'text':
        return (element?.textContent ?? '').replace(/\s+/g, ' ').trim() === effect.text;
      case 'path':
        return window.location.pathname === effect.path;
      case 'all':
        return effect.of.every(check);
      case 'any':
        return effect.of.some(check);
      default:
        throw new Error(`unknown effect ${(effect as { type: string }).type}`);
    }
  };
  const record: { t0: number | null; t1: number | null; armed: number } = { t0: null, t1: null, armed: 0 };
  const INPUTS = ['pointerdown', 'mousedown', 'keydown', 'click', 'beforeinput', 'input', 'change'];
  for (const type of INPUTS)
    window.addEventListener(
      type,
      (event) => {
        // The first input after arming is the action's (a select chosen by a driver fires untrusted events).
        if (record.armed && record.t0 === null) record.t0 = event.timeStamp;
      },
      { capture: true },
    );
  const islandSelector = names.island;
  win.__impatient = {
    controls(): Control[] {
      const candidates = document.querySelectorAll(
        'button, summary, input, select, textarea, a[href^="?"], [role="tab"], [role="button"], [data-scope="accordion"][data-part="item-trigger"]',
      );
      // A control in a tab panel not chosen is there to use, one tap away: found, with the tab that shows it.
      const panelTab = (element: Element) => {
        const panel = element.closest('[role="tabpanel"]');
        return panel?.id ? document.querySelector(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`) : null;
      };
      return [...candidates]
        .filter(
          (element) =>
            (box(element) || (element.closest('[role="tabpanel"][hidden]') && panelTab(element))) &&
            !element.closest('[data-scope="toast"]') &&
            !(element as HTMLInputElement).disabled &&
            // A form's trap for robots (components/forms/Honeypot.tsx): out of the tab order, never a visitor's.
            !(element.matches('input') && element.getAttribute('tabindex') === '-1'),
        )
        .map((element) => {
          const kind = kindOf(element);
          const form = (element as HTMLInputElement).form;
          const groupRoot =
            kind === 'section'
              ? (element.closest('[data-accordion]') ?? element.closest('[data-scope="accordion"][data-part="root"]'))
              : kind === 'tab'
                ? element.closest('[role="tablist"]')
                : null;
          const groupSelector =
            kind === 'section' ? 'summary, [data-scope="accordion"][data-part="item-trigger"]' : '[role="tab"]';
          return {
            selector: cssPath(element),
            kind: (kind ?? 'button') as Control['kind'],
            label: labelOf(element),
            island: element.closest(islandSelector)?.getAttribute('data-island') ?? null,
            form: form?.getAttribute('action') ?? null,
            name: element.getAttribute('name') ?? '',
            type: (element as HTMLInputElement).type ?? '',
            value: (element as HTMLInputElement).value ?? '',
            step: element.getAttribute('step') ?? '1',
            options: element instanceof HTMLSelectElement ? [...element.options].map((option) => option.value) : [],
            group: groupRoot
              ? [...groupRoot.querySelectorAll(groupSelector)]
                  .filter((member) =>
                    kind === 'section'
                      ? member.closest('[data-accordion], [data-scope="accordion"][data-part="root"]') === groupRoot
                      : true,
                  )
                  .map(cssPath)
              : [],
            choice: element.getAttribute('data-theme-option') ?? '',
          };
        });
    },
    /**
     * Ready an action on `target`: if its tab panel is not shown, the tab that shows it (the caller chooses it
     * first, untimed); otherwise start the clock at the next input the visitor makes, stop it on the frame
     * `effect` first holds, and say whether the target's island is still asleep (this is its first touch).
     */
    arm(effect: Effect, target: string | null): { reveal: string | null; asleep: boolean } {
      const element = target ? document.querySelector(target) : null;
      if (element && !box(element)) {
        const tabId = element.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby');
        if (tabId) return { reveal: `#${CSS.escape(tabId)}`, asleep: false };
      }
      const state = element?.closest(islandSelector)?.getAttribute('data-state');
      const asleep = Boolean(element?.closest(islandSelector)) && state !== 'hydrated' && state !== 'failed';
      record.t0 = null;
      record.t1 = null;
      record.armed += 1;
      const armed = record.armed;
      const frame = () => {
        if (record.armed !== armed) return;
        if (check(effect)) record.t1 = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      return { reveal: null, asleep };
    },
    check,
    /**
     * Wait until the effect armed for has come (its time recorded), at most `timeoutMs`; then, if it came, until
     * the page has settled (no island loading, nothing held for one, two frames running), and say whether `settled`
     * (the effect, or what must hold once all is done) still holds: an action given back twice, or undone, fails
     * there.
     */
    async finish(timeoutMs: number, settled: Effect) {
      const deadline = performance.now() + timeoutMs;
      while (record.t1 === null && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const timing = { t0: record.t0, t1: record.t1 };
      if (record.t1 === null) return { ...timing, settled: false, holds: false };
      const touch = () => win[names.firstTouch] as { held: unknown[] } | undefined;
      const calm = () =>
        !document.querySelector(`${islandSelector}[data-state="loading"]`) && !(touch()?.held.length ?? 0);
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const until = performance.now() + timeoutMs;
      let frames = 0;
      while (frames < 2 && performance.now() < until) {
        frames = calm() ? frames + 1 : 0;
        await frame();
      }
      await new Promise((r) => setTimeout(r, 100));
      return { ...timing, settled: frames >= 2, holds: check(settled) };
    },
  };
}

/** One visitor input and the effect it must have. */
export interface Action {
  /** What a failure names: the control and what was done to it. */
  what: string;
  kind: ControlKind;
  island: string | null;
  act: (tab: Tab) => Promise<void>;
  /** What shows the action took: its time is the action's latency. */
  effect: Effect;
  /** What must hold once the page has settled, if more than `effect` (all the text typed, not its first letter). */
  settled?: Effect;
  /** The selectors of controls this action covers (a field filled, a trigger used). */
  covers: string[];
  /** The control acted on: if it is in a tab panel not shown then, its tab is chosen first (not timed). */
  target?: { selector: string };
  /** Whether the action leaves the page (a form posted without scripts): its effect is read after. */
  navigates?: boolean;
  /** Checked by the suite after the page settled, beyond the effect holding (a record stored once). */
  after?: () => Promise<string | null>;
}

/** What the suite knows beyond the page: its path and the inbox behind it. */
export interface Visit {
  path: string;
  /** How many records the inbox holds from this address. */
  stored: (email: string) => Promise<number>;
}

const press = (key: Key, selector: string) => (tab: Tab) => tab.press(key, selector);
const click = (selector: string) => (tab: Tab) => tab.click(selector);

/** Which form a control belongs to, by the endpoint its form posts to. */
const formOf = (control: Control) => FORM_TYPES.find((form) => control.form === formEndpoint(form)) ?? null;

/** What a field is given: its form's example (the field tables', lib/forms.ts), the address unique per visit. */
function answerFor(control: Control, email: string): string {
  if (control.type === 'email') return email;
  const form = formOf(control);
  const example = form ? (exampleValues(form) as Record<string, unknown>)[control.name] : undefined;
  if (typeof example === 'string' && example) return example;
  if (control.type === 'search') return 'invoice';
  throw new Error(`no answer for the field ${control.selector} (${control.name || control.type})`);
}

/** The ROI figures the page must show for `inputs`: lib/roi.ts's values in the site's format, then each unit. */
function roiEffect(inputs: RoiInputs): Effect {
  const { outputs } = evaluateRoi(inputs);
  return {
    type: 'all',
    of: OUTPUTS.map((key) => {
      const text = formatOutput(key, outputs[key]);
      const unit = roiContent.outputs[key].unit;
      return {
        type: 'text' as const,
        selector: `[data-output="${key}"] dd`,
        text: unit && text !== roiContent.page.notApplicable ? `${text} ${unit}` : text,
      };
    }),
  };
}

/**
 * The actions for the controls of a page, in the order a visitor would make them: fields first (the calculator
 * recomputes; a form is filled before it is sent), then the page's sections and tabs, the shell's controls,
 * other buttons, and a form's submit last. `state` carries what earlier actions changed (the calculator's case).
 */
export function plan(
  controls: Control[],
  visit: Visit,
  state: { roi: RoiInputs; email: string; theme: string },
): Action[] {
  const actions: Action[] = [];
  const of = (kind: ControlKind) => controls.filter((control) => control.kind === kind);
  const label = (control: Control, doing: string) => `${control.kind} "${control.label}" (${doing})`;
  // An action on a control covers it and, if its tab panel is not shown then, has its tab chosen first; `extra`
  // says what more it has (what must hold once settled, a form's post).
  const push = (control: Control, doing: string, act: Action['act'], effect: Effect, extra?: Partial<Action>) =>
    actions.push({
      what: label(control, doing),
      kind: control.kind,
      island: control.island,
      act,
      effect,
      covers: [control.selector],
      target: control,
      ...extra,
    });
  // A key that moves within a group already covered: it covers nothing and is pressed where the focus is.
  const move = (control: Control, key: Key, effect: Effect) =>
    push(control, key, press(key, control.selector), effect, { covers: [], target: undefined });

  for (const control of of('number')) {
    const key = control.name as keyof RoiInputs;
    if (!(key in state.roi)) continue;
    // ArrowUp steps the field by its step (to the step's precision: 25 + 0.01 is 25.01, not 25.009999…).
    const decimals = control.step.split('.')[1]?.length ?? 0;
    const stepped = Number((Number(control.value || 0) + Number(control.step)).toFixed(decimals));
    const next = { ...state.roi, [key]: stepped };
    state.roi = next;
    push(control, 'ArrowUp', press('ArrowUp', control.selector), {
      type: 'all',
      of: [{ type: 'value', selector: control.selector, value: String(stepped) }, roiEffect(next)],
    });
  }
  for (const control of of('text')) {
    const value = answerFor(control, state.email);
    // The first key's letter showing is the answer to the first touch; all of it, exactly, once settled.
    push(
      control,
      `types "${value}"`,
      (tab) => tab.type(value, control.selector),
      { type: 'starts', selector: control.selector, value: value.slice(0, 1) },
      { settled: { type: 'value', selector: control.selector, value } },
    );
  }
  for (const control of of('select')) {
    const value = control.options.find((option) => option && option !== control.value) ?? '';
    if (control.name === 'businessType') state.roi = { ...state.roi, businessType: value as RoiInputs['businessType'] };
    push(control, `chooses "${value}"`, (tab) => tab.select(control.selector, value), {
      type: 'value',
      selector: control.selector,
      value,
    });
  }

  for (const control of of('button')) {
    const scenario = roiContent.scenarios.find((item) => control.label.endsWith(item.name));
    if (scenario) {
      const inputs = { ...ROI_DEFAULTS, ...scenario.inputs } as RoiInputs;
      state.roi = inputs;
      push(control, 'tap', click(control.selector), {
        type: 'all',
        of: [
          { type: 'value', selector: '#roi-numberOfEmployees', value: String(inputs.numberOfEmployees) },
          roiEffect(inputs),
        ],
      });
    } else if (control.label === roiContent.page.shareLink) {
      push(control, 'tap', click(control.selector), {
        type: 'shown',
        selector: '[data-scope="toast"][data-part="root"]',
      });
    }
  }

  // Each accordion: every trigger in turn opens its section (closing the one before), then the arrow key moves
  // from the last to the first.
  const groups = new Map<string, Control[]>();
  for (const control of of('section')) {
    const key = control.group.join('|') || control.selector;
    groups.set(key, [...(groups.get(key) ?? []), control]);
  }
  for (const members of groups.values()) {
    for (const control of members)
      push(control, 'tap', click(control.selector), { type: 'open', selector: control.selector });
    if (members.length > 1) move(members.at(-1)!, 'ArrowDown', { type: 'focused', selector: members[0]!.selector });
  }

  // Each tab list: every tab not chosen in turn, the first last, then ArrowRight from it to the second.
  const tablists = new Map<string, Control[]>();
  for (const control of of('tab'))
    tablists.set(control.group.join('|'), [...(tablists.get(control.group.join('|')) ?? []), control]);
  for (const members of tablists.values()) {
    for (const control of [...members.slice(1), members[0]!])
      push(control, 'tap', click(control.selector), {
        type: 'attribute',
        selector: control.selector,
        name: 'aria-selected',
        value: 'true',
      });
    if (members.length > 1)
      move(members[0]!, 'ArrowRight', {
        type: 'all',
        of: [
          { type: 'attribute', selector: members[1]!.selector, name: 'aria-selected', value: 'true' },
          { type: 'focused', selector: members[1]!.selector },
        ],
      });
  }

  for (const control of of('menu')) {
    push(control, 'tap', click(control.selector), { type: 'shown', selector: '#site-nav a' });
    move(control, 'Escape', {
      type: 'all',
      of: [
        { type: 'hidden', selector: '#site-nav a' },
        { type: 'focused', selector: control.selector },
      ],
    });
  }

  // The theme buttons: each choice in turn, so each tap changes something.
  const themes = of('theme');
  const order = [...themes].sort((a, b) => Number(a.choice === state.theme) - Number(b.choice === state.theme));
  for (const control of order) {
    push(control, 'tap', click(control.selector), {
      type: 'all',
      of: [
        { type: 'attribute', selector: 'html', name: 'data-theme-preference', value: control.choice },
        { type: 'attribute', selector: control.selector, name: 'aria-pressed', value: 'true' },
      ],
    });
    state.theme = control.choice;
  }

  for (const control of of('submit')) {
    const form = formOf(control);
    if (form) {
      const email = state.email;
      const success = forms[form].success.title;
      // With scripts, the success toast; had the island not woken, the browser's own post lands on the page
      // that says it was sent.
      push(
        control,
        `sends the ${form} form`,
        click(control.selector),
        {
          type: 'any',
          of: [
            { type: 'text', selector: '[data-scope="toast"][data-part="title"]', text: success },
            { type: 'path', path: `${visit.path}/sent` },
          ],
        },
        {
          navigates: true,
          after: async () => {
            const count = await visit.stored(email);
            return count === 1 ? null : `the inbox holds ${count} records from ${email}, not 1`;
          },
        },
      );
    } else {
      // The search form: its button runs the search typed in its field.
      push(control, 'tap', click(control.selector), { type: 'shown', selector: '[role="search"] ~ ol a' });
    }
  }
  return actions;
}

export const PROBE_NAMES = { island: ISLAND_TAG, firstTouch: FIRST_TOUCH_GLOBAL };

/** A control kind's mark in a page's built HTML (the shell's menu and theme buttons are on every page). */
const KIND_MARKS: Record<ControlKind, RegExp> = {
  menu: /popovertarget=/,
  theme: /data-theme-option=/,
  section: /<summary/,
  tab: /role="tab"/,
  number: /type="number"/,
  text: /<textarea|type="(text|email|tel|url|search)"/,
  select: /<select/,
  submit: /type="submit"/,
  button: /<button(?![^>]*(type="submit"|data-theme-option|popovertarget))|<a [^>]*href="\?/,
};

/**
 * The routes the engine suites visit (docs/decisions/0042-checks-in-proportion.md): one of each page template, and
 * another of a template only where it has a kind of control the ones before did not (a docs guide with accordions,
 * another with none); every route is still visited in Chromium by the route and audit suites. Read from the built
 * pages in `dist`, so a new kind of control on any page brings its route in. The 404 page comes last.
 */
export function routesToVisit(dist: string): Route[] {
  const covered = new Set<string>();
  return [...liveRoutes(), notFoundRoute].filter((route) => {
    const html = readFileSync(path.join(dist, route.file), 'utf8');
    const pairs = CONTROL_KINDS.filter((kind) => KIND_MARKS[kind].test(html)).map(
      (kind) => `${route.template} ${kind}`,
    );
    const adds = pairs.filter((pair) => !covered.has(pair)).length > 0 || !covered.has(route.template);
    covered.add(route.template);
    for (const pair of pairs) covered.add(pair);
    return adds;
  });
}
