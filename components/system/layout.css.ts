/**
 * Layout primitives: `stack` (a grid of rows) and `cluster` (a wrapping row), each with a gap from the spacing
 * scale and, for a <ul> or <ol>, `list: true` (no bullets, no indent). A grid list is `stack({ gap, list: true })`.
 * (vanilla-extract's own site: `site/src/system/Stack`, `Columns`.)
 *
 * As with surfaces (./surface.css.ts), a component does not set again what these set (display, gap, list
 * style, padding of a list): the client entry's copy of these rules comes last on every page.
 */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

// One class per step, shared by both recipes.
const gap = {
  xs: style({ gap: vars.space.xs }),
  sm: style({ gap: vars.space.sm }),
  md: style({ gap: vars.space.md }),
  lg: style({ gap: vars.space.lg }),
  xl: style({ gap: vars.space.xl }),
};
const list = { true: style({ listStyle: 'none', padding: 0 }), false: {} };

/** Children in rows, `gap` apart. */
export const stack = recipe({ base: { display: 'grid' }, variants: { gap, list } });

/** Children side by side, wrapping onto more rows as needed (tags, actions, links). */
export const cluster = recipe({ base: { display: 'flex', flexWrap: 'wrap' }, variants: { gap, list } });
