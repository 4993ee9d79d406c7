import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cluster, stack } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

export const layout = style([
  stack({ gap: 'xl' }),
  { alignItems: 'start', '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } },
]);
export const aside = style([stack({ gap: 'md' }), surface({ emphasis: 'muted' })]);
export const asideText = style({ margin: 0 });
export const strong = style({ fontWeight: vars.weight.bold });

export const badge = style([
  cluster({ gap: 'md' }),
  {
    alignItems: 'center',
    margin: `0 0 ${vars.space.xl}`,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSurface,
    border: `1px solid ${vars.color.danger}`,
  },
]);
export const badgeLabel = style({ fontWeight: vars.weight.bold, color: vars.color.danger });
export const phone = style({ fontWeight: vars.weight.bold, fontSize: vars.text.lg });
/** When the line is answered, on each support level: on a line of its own under the number. */
export const badgeHours = style({ flexBasis: '100%', fontSize: vars.text.sm });

export const priorities = style({ marginTop: vars.space['2xl'] });
export const priority = recipe({
  base: { borderInlineStart: '6px solid' },
  variants: {
    level: {
      p1: { borderColor: vars.color.danger },
      p2: { borderColor: vars.color.warning },
      p3: { borderColor: vars.color.info },
      p4: { borderColor: vars.color.success },
    },
  },
});
export const code = style({ fontWeight: vars.weight.bold, color: vars.color.textMuted, margin: 0 });
export const response = style({
  fontSize: vars.text['2xl'],
  fontWeight: vars.weight.bold,
  margin: `${vars.space.xs} 0`,
});
export const links = style([cluster({ gap: 'md', list: true }), { marginTop: vars.space.xl }]);
