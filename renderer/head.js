// The page's first script. The build inlines it, minified, at the top of every page's <head>
// (scripts/defer-scripts.ts; the CSP allows it by its hash), so it runs before anything is painted and answers
// from the first frame. Everything here is what must not wait for the page's modules, which start only after
// the page has loaded and painted (renderer/boot.js): on a slow phone that is a second or more after a visitor
// can see, and tap, the page.
//
// 1. The theme: the stored choice applied before first paint (no flash of the wrong theme), the header's three
//    theme buttons, and changes made by the OS or in another tab.
// 2. What native controls lack: Home, End and the arrow keys between an accordion's triggers (the
//    <details name> groups of components/ui/accordion), and closing the phone menu (a popover) when the page is
//    left or the window widens to show the links inline.
// 3. The first touch: a click, or a key a control moves by, made on an island that has not woken yet would reach
//    no handler (its server HTML has none) and be lost. It is held here and handed to the island loader
//    (components/islands/loader.ts), which wakes that island at once and dispatches the events again, in order,
//    once it listens. A control held for more than 100 ms shows that it is working (data-pending). If the island
//    cannot wake (its code failed or threw, or is still not there after GIVE_UP_MS), the held clicks go back to
//    the browser, which does what the HTML does: a form posts itself. The page's entry failing reaches here from
//    the boot script (renderer/boot.js), not only from the loader, which then never runs. On a page an island is
//    for, its code is asked for here at the first paint, not when the boot script runs once the page is parsed.
//
// Plain DOM code with no imports (the minifier keeps it to the syntax the bundles use). The names it shares with
// the TypeScript (the theme's storage key, the island marker, the hand-over object) are checked against their
// homes by renderer/head.test.ts.
(function () {
  var doc = document;
  var script = doc.currentScript;
  var root = doc.documentElement;
  var win = window;
  root.setAttribute('data-js', '');

  // 1. The theme (lib/theme.ts: key, values, default).
  var THEME_KEY = 'theme';
  var dark = win.matchMedia('(prefers-color-scheme: dark)');
  var preference = 'system';

  function storedTheme() {
    try {
      return win.localStorage.getItem(THEME_KEY);
    } catch {
      return null; // storage can be blocked (private modes, disabled cookies): the theme still applies
    }
  }

  /**
   * Set an attribute only when it changes: the theme's attributes on <html> are read by every rule of the theme, and
   * writing one, even unchanged, can make the browser restyle the whole page while it paints its first screen.
   */
  function set(element, name, value) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }

  /** Press the theme button of the current choice (the buttons exist once the header is parsed). */
  function pressChoice() {
    var options = doc.querySelectorAll('[data-theme-option]');
    for (var i = 0; i < options.length; i++) {
      set(options[i], 'aria-pressed', String(options[i].getAttribute('data-theme-option') === preference));
    }
  }

  function applyTheme(value) {
    preference = value === 'light' || value === 'dark' ? value : 'system';
    set(root, 'data-theme-preference', preference);
    set(root, 'data-theme', preference === 'system' ? (dark.matches ? 'dark' : 'light') : preference);
    pressChoice();
  }

  function chooseTheme(value) {
    try {
      win.localStorage.setItem(THEME_KEY, value);
    } catch {
      // Not kept for the next visit, but applied to this page.
    }
    applyTheme(value);
  }

  applyTheme(storedTheme());
  if (dark.addEventListener) {
    dark.addEventListener('change', function () {
      applyTheme(preference);
    });
  }
  win.addEventListener('storage', function (event) {
    if (event.key === THEME_KEY || event.key === null) applyTheme(storedTheme());
  });

  // 2. Native controls' extras.
  var ACCORDION_TRIGGER = '[data-accordion] > details > summary';
  var MOVES = { ArrowDown: 1, ArrowUp: -1, Home: 0, End: 0 };
  // The keys a control of an island moves by (tabs: left and right too). Enter and Space are not among them: on a
  // button the browser turns them into a click, which is held as a click.
  var ISLAND_KEYS = { ArrowLeft: 1, ArrowRight: 1, ArrowDown: 1, ArrowUp: 1, Home: 1, End: 1 };

  /** Move focus between the triggers of one accordion, wrapping at either end (the WAI-ARIA accordion keys). */
  function accordionKey(event, summary) {
    var triggers = summary.parentNode.parentNode.querySelectorAll(':scope > details > summary');
    var count = triggers.length;
    var index = Array.prototype.indexOf.call(triggers, summary);
    var next = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : (index + MOVES[event.key] + count) % count;
    event.preventDefault();
    triggers[next].focus();
  }

  /** Close every open popover: the phone menu, when the page is left or no longer needs it. */
  function closePopovers() {
    var open;
    try {
      open = doc.querySelectorAll(':popover-open');
    } catch {
      return; // no popovers in this browser: the menu is a plain list of links
    }
    for (var i = 0; i < open.length; i++) open[i].hidePopover();
  }

  doc.addEventListener('DOMContentLoaded', function () {
    pressChoice(); // the theme buttons exist now
    var menu = doc.querySelector('[popover][data-inline-from]');
    if (menu && win.matchMedia) {
      var wide = win.matchMedia('(min-width: ' + menu.getAttribute('data-inline-from') + 'px)');
      var widen = function () {
        if (wide.matches) closePopovers();
      };
      if (wide.addEventListener) wide.addEventListener('change', widen);
    }
  });
  // A page kept in the back-forward cache comes back as it was left: not with the menu still open.
  win.addEventListener('pagehide', closePopovers);

  // 3. The first touch. The loader (components/islands/loader.ts) sets `wake` when it starts and hands back what it
  // woke through `take`; `giveUp` and `fail` give held touches back to the browser, which then does what the HTML
  // does (a form posts itself, a link opens) and the island stays the server's HTML (docs/decisions/0040-a-page-works-when-its-scripts-do-not.md).
  var ISLAND = 'site-island';
  var HELD_CONTROL = 'button, [role="button"], [role="tab"], input[type="submit"], input[type="button"]';
  // How long a held touch waits for its island. On the phone profile (150 ms, 1.6 Mbit/s, a 4x slower CPU) an
  // island whose code came with its page answers within about a second, and one fetched on the touch within 1.5 s
  // at p95; past 4 s its code is not coming soon enough (a stalled request, a stale file after a release), and
  // the visitor's tap is worth more than the island: the browser takes it.
  var GIVE_UP_MS = 4000;
  var touch = (win.__firstTouch = {
    held: [],
    wake: null,
    boot: null,
    take: take,
    giveUp: giveUp,
    fail: fail,
    entryRequested: entryRequested,
    preload: preload,
  });

  // The code of the island the page is for, React and the entry included (scripts/defer-scripts.ts
  // inlineHeadScript), asked for once the first paint is done, so the code crosses the link while the rest of the page
  // is parsed (on the phone profile, half a second) rather than from when the boot script runs at the end of <body>.
  // Not before that paint: Lighthouse's simulation counts every request that ended before it as holding it (first
  // paint 0.85 s became 1.4 s). A touch before then asks for the code at once (`want`).
  var islandCode = ((script && script.getAttribute('data-islands')) || '').split(' ').filter(Boolean);
  // Settles once that code has arrived or failed (at once on a page with none): the service worker registers only
  // then (renderer/pwa.ts), as its own downloads would otherwise share the phone's link with it.
  var arrived;
  touch.codeArrived = new Promise(function (resolve) {
    arrived = resolve;
  });
  if (islandCode.length === 0) arrived();

  function preload() {
    var code = islandCode;
    var left = code.length;
    var done = function () {
      if (--left === 0) arrived();
    };
    islandCode = [];
    for (var i = 0; i < code.length; i++) {
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = code[i];
      link.onload = done;
      link.onerror = done;
      doc.head.appendChild(link);
      // A browser without modulepreload (Safari before 17) fetches nothing here and fires neither event.
      if (!(link.relList && link.relList.supports && link.relList.supports('modulepreload'))) done();
    }
  }

  // The timeline is read at each frame until it has the first paint, at most 3 s (a hidden tab never paints): a paint
  // observer's callback is a low-priority task, which on a slow phone runs only once the page is parsed.
  var polls = 0;
  function whenPainted() {
    if (islandCode.length === 0) return; // a touch asked first
    var painted = win.performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted || ++polls > 180) preload();
    else win.requestAnimationFrame(whenPainted);
  }
  if (islandCode.length > 0 && win.requestAnimationFrame && win.performance) win.requestAnimationFrame(whenPainted);

  /** The island around `target` that has not woken yet (not hydrated, not given up on), if any. */
  function sleeping(target) {
    var island = target && target.closest ? target.closest(ISLAND) : null;
    var state = island && island.getAttribute('data-state');
    return island && state !== 'hydrated' && state !== 'failed' ? island : null;
  }

  /**
   * The events held for `island`, oldest first, taken off the list, and its controls' "working" marks cleared.
   * Taps repeated on one control while it woke are one tap: the visitor tapped again because nothing happened,
   * not to toggle twice (Angular's event replay does the same).
   */
  function take(island) {
    var mine = [];
    var rest = [];
    for (var i = 0; i < touch.held.length; i++) {
      if (touch.held[i].island === island) mine.push(touch.held[i].event);
      else rest.push(touch.held[i]);
    }
    touch.held = rest;
    var pending = island.querySelectorAll('[data-pending]');
    for (var j = 0; j < pending.length; j++) {
      if (pending[j].closest(ISLAND) === island) pending[j].removeAttribute('data-pending');
    }
    return mine.filter(function (event, index) {
      var next = mine[index + 1];
      return !(event.type === 'click' && next && next.type === 'click' && next.target === event.target);
    });
  }

  /**
   * Stop waiting for `island`: it keeps its server HTML (styles then show it as without scripts, and what it says
   * it still does), and each held click is given to the browser, whose own behaviour takes it. A held key has no
   * such behaviour: it only moved a control that never came.
   */
  function giveUp(island) {
    var state = island.getAttribute('data-state');
    if (state === 'hydrated') return;
    island.setAttribute('data-state', 'failed');
    var events = take(island);
    for (var i = 0; i < events.length; i++) {
      if (events[i].type === 'click') events[i].target.dispatchEvent(new win.MouseEvent('click', events[i]));
    }
  }

  /** The page's scripts cannot run (renderer/boot.js: the entry did not load, or threw before the loader started). */
  function fail() {
    var islands = doc.querySelectorAll(ISLAND);
    for (var i = 0; i < islands.length; i++) if (sleeping(islands[i])) giveUp(islands[i]);
  }

  /**
   * The boot script has asked for the page's entry. A stalled request may never fail, and an island nobody has
   * touched yet holds nothing to time: if the loader has not started within GIVE_UP_MS, the islands are given up.
   */
  function entryRequested() {
    win.setTimeout(function () {
      if (!touch.wake) fail();
    }, GIVE_UP_MS);
  }

  /**
   * Ask for the island at once: from the loader if it runs; if not, marked for it to find when it starts, and the
   * page's modules started now rather than after the page's load (renderer/boot.js sets `boot`).
   */
  function want(island) {
    if (touch.wake) return touch.wake(island);
    island.setAttribute('data-wanted', '');
    preload();
    if (touch.boot) touch.boot();
  }

  function hold(event, island, control) {
    event.preventDefault();
    event.stopImmediatePropagation();
    touch.held.push({ island: island, event: event });
    want(island);
    if (control) {
      win.setTimeout(function () {
        // Still asleep after 100 ms: show that the tap was taken and is being worked on.
        if (sleeping(control)) control.setAttribute('data-pending', '');
      }, 100);
    }
    win.setTimeout(function giveUpIfAsleep() {
      // Hydrating: the loader gives the touch back in a moment, but a render that never ends gets one more wait.
      if (island.getAttribute('data-state') === 'hydrating' && !island.hasAttribute('data-waited')) {
        island.setAttribute('data-waited', '');
        return win.setTimeout(giveUpIfAsleep, GIVE_UP_MS);
      }
      if (sleeping(island)) giveUp(island);
    }, GIVE_UP_MS);
  }

  doc.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!target || !target.closest) return;
      var option = target.closest('[data-theme-option]');
      if (option) return chooseTheme(option.getAttribute('data-theme-option'));
      var island = sleeping(target);
      var control = island && target.closest(HELD_CONTROL);
      if (control && island.contains(control)) hold(event, island, control);
    },
    true,
  );

  doc.addEventListener(
    'keydown',
    function (event) {
      var target = event.target;
      if (!target || !target.closest || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!(event.key in ISLAND_KEYS)) return;
      var summary = target.closest(ACCORDION_TRIGGER);
      if (summary === target) return event.key in MOVES ? accordionKey(event, summary) : undefined;
      // The moving keys on a sleeping island's control (tabs): held. In a field they move its caret or choice.
      var island = sleeping(target);
      var field = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if (island && !field) hold(event, island, null);
    },
    true,
  );

  // Typing into a sleeping island's field, or reaching it, asks for it: the text stays in the field, which the
  // island reads when it wakes.
  ['input', 'focusin', 'pointerdown'].forEach(function (type) {
    doc.addEventListener(
      type,
      function (event) {
        var island = sleeping(event.target);
        if (island) want(island);
      },
      true,
    );
  });
})();
