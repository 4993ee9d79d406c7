/** Document-wide base styles: reset, typography, focus ring, and the no-JS fallbacks. */
import { globalStyle, keyframes } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { scrollPaddingTop: '5rem', WebkitTextSizeAdjust: '100%' });
globalStyle('html:focus-within', {
  '@media': { 'not (prefers-reduced-motion: reduce)': { scrollBehavior: 'smooth' } },
});
globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.md,
  lineHeight: 1.6,
  textRendering: 'optimizeLegibility',
});
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: vars.weight.bold,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.md}`,
  textWrap: 'balance',
});
globalStyle('h1', { fontSize: 'clamp(2rem, 5vw, 3.25rem)', letterSpacing: '-0.02em' });
globalStyle('h2', { fontSize: 'clamp(1.75rem, 3.5vw, 2.25rem)', letterSpacing: '-0.01em' });
globalStyle('h3', { fontSize: vars.text.xl });
// `bolder` (the browser's rule for these) would make a third weight inside bold text.
globalStyle('b, strong', { fontWeight: vars.weight.bold });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.primaryHover });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('::selection', { background: vars.color.primary, color: vars.color.primaryText });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});

// Without JavaScript, or inside an island given up on (renderer/head.js: its script failed, threw or never came), the
// page is what its HTML does: every tab's panel shown (nothing can choose one), no control that needs a script, and
// what a visitor without scripts needs said.
// An island in a failed one's slot (components/islands/Island.tsx) is its own: awake, it still does what it does.
const failed = 'site-island[data-state="failed"]';
const inFailed = (selector: string) => `${failed} ${selector}:not(${failed} site-island:not([data-state="failed"]) *)`;
const withoutScripts = (selector: string) => `html:not([data-js]) ${selector}, ${inFailed(selector)}`;
globalStyle(withoutScripts('[data-scope="tabs"][data-part="content"][hidden]'), { display: 'block' });
globalStyle(withoutScripts('[data-requires-js]'), { display: 'none' });
// Not <noscript>, whose content a browser with scripts blocked by an extension or policy never shows. A note after a
// failed island (search's "browse instead") is its.
globalStyle('html[data-js] [data-without-js]', { display: 'none' });
globalStyle(`html[data-js] ${inFailed('[data-without-js]')}, html[data-js] ${failed} ~ [data-without-js]`, {
  display: 'revert',
});

// A control tapped before its island woke, still waking after 100 ms (renderer/head.js holds the tap and gives it
// to the island once it listens): it shows that it took the tap and is working on it.
const working = keyframes({ from: { opacity: 0.35 }, to: { opacity: 1 } });
globalStyle('[data-pending]', { cursor: 'progress', animation: `${working} 0.6s ease-in-out infinite alternate` });

// Island and slot markers (components/islands/) take no box of their own: layout sees only what they render.
globalStyle('site-island, site-slot', { display: 'contents' });

// Printing keeps the page's own content: the shell (skip link, header, footer, notices, consent) and page
// navigation are for the screen. Marked with `data-print-hidden` where they are rendered.
globalStyle('[data-print-hidden], site-island[data-island="PwaStatus"]', {
  '@media': { print: { display: 'none !important' } },
});
