import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const asideText = style({ margin: 0 });
export const strong = style({ fontWeight: vars.weight.bold });

export const badge = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  border: `1px solid ${vars.color.danger}`,
});
export const badgeLabel = style({ fontWeight: vars.weight.bold, color: vars.color.danger });
export const phone = style({ fontWeight: vars.weight.bold, fontSize: vars.text.lg });

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
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: 'none',
});
