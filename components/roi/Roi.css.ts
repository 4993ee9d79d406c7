import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cluster, stack } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';
import { ISLAND_TAG } from '../../lib/islands.ts';

export const layout = style([
  stack({ gap: 'xl' }),
  { alignItems: 'start', '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } },
]);

export const panel = style([surface()]);

export const fields = style([stack({ gap: 'lg' }), { border: 'none', margin: 0, padding: 0 }]);
export const hint = style({
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
});

export const results = style([
  stack({ gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', margin: 0 },
]);
// Figures a visitor changed before the calculator woke are not its answer yet: while it loads (after a first
// touch, renderer/head.js), the results dim, from 100 ms on, so they do not look like the answer to the change.
globalStyle(`${ISLAND_TAG}[data-state="loading"] ${results}`, { opacity: 0.5, transition: 'opacity 0.2s 0.1s' });

export const result = recipe({
  base: { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, margin: 0 },
  variants: { highlight: { true: { background: vars.color.infoSurface }, false: {} } },
});
export const resultLabel = style({ fontWeight: vars.weight.bold, fontSize: vars.text.sm });
export const resultValue = style({
  margin: `${vars.space.xs} 0`,
  fontSize: vars.text['2xl'],
  fontWeight: vars.weight.bold,
  lineHeight: 1.1,
});
export const resultHelp = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.sm });

export const recommendation = recipe({
  base: {
    marginTop: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    borderInlineStart: '6px solid',
  },
  variants: {
    level: {
      Excellent: { background: vars.color.successSurface, borderColor: vars.color.success },
      Good: { background: vars.color.infoSurface, borderColor: vars.color.info },
      Moderate: { background: vars.color.warningSurface, borderColor: vars.color.warning },
    },
  },
});
export const recommendationLevel = style({
  fontSize: vars.text.xl,
  fontWeight: vars.weight.bold,
  margin: `0 0 ${vars.space.xs}`,
});

export const tools = style([cluster({ gap: 'md' }), { alignItems: 'center', marginTop: vars.space.lg }]);
export const small = style({ color: vars.color.textMuted, fontSize: vars.text.sm });

export const scenario = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const scenarioFacts = style({
  margin: `0 0 ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.text.sm,
});
export const scenarioButton = style({ marginTop: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', marginBottom: vars.space.xl });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: vars.weight.bold, marginBottom: vars.space.sm });

export const steps = style([stack({ gap: 'md' }), { paddingInlineStart: vars.space.lg }]);
export const formula = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.text.sm,
  overflowWrap: 'anywhere',
});

export const intro = style({ maxWidth: vars.size.prose, fontSize: vars.text.lg, color: vars.color.textMuted });
export const noscript = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const tableWrap = style({ overflowX: 'auto' });
