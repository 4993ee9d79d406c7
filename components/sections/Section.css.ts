import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme.css.ts';

export const root = recipe({
  base: { paddingBlock: vars.space['2xl'], '@media': { [media.md]: { paddingBlock: vars.space['3xl'] } } },
  variants: {
    tone: {
      plain: {},
      muted: { background: vars.color.surface },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const inner = style({ maxWidth: vars.size.content, margin: '0 auto', paddingInline: vars.space.md });

export const header = style({ maxWidth: vars.size.prose, marginBottom: vars.space.xl });
export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: '0.85rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
export const titleWithIcon = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
});
export const intro = style({ color: vars.color.textMuted, fontSize: '1.1rem', margin: 0 });

/** Responsive card grid used by most sections. */
export const grid = recipe({
  base: { display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr', listStyle: 'none', margin: 0, padding: 0 },
  variants: {
    columns: {
      2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
      3: {
        '@media': {
          [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        },
      },
      4: {
        '@media': {
          [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        },
      },
    },
  },
  defaultVariants: { columns: 3 },
});

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.xl });
