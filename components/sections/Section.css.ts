import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconTile } from '../system/iconTile.css.ts';
import { cluster, stack } from '../system/layout.css.ts';
import { withIcon } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { breakpoints, media, vars } from '../theme.css.ts';

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
  fontWeight: vars.weight.bold,
  fontSize: vars.text.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
export const titleWithIcon = style(withIcon('md'));
export const icon = style([iconTile({ tone: 'info' }), { flex: 'none' }]);
export const intro = style({ color: vars.color.textMuted, fontSize: vars.text.lg, margin: 0 });

/**
 * A grid of `columns` cards whose short last row is centred, so five cards in three columns read 3 + 2 rather
 * than leave an empty cell. Each card spans two tracks of a grid twice as fine; the first card of a short last
 * row starts as far in as centring needs. Plain CSS: the count is only known to the selectors.
 */
function centredGrid(columns: number, query: string): string {
  const className = style({ '@media': { [query]: { gridTemplateColumns: `repeat(${columns * 2}, 1fr)` } } });
  globalStyle(`${className} > *`, { '@media': { [query]: { gridColumn: 'span 2' } } });
  for (let inLastRow = 1; inLastRow < columns; inLastRow += 1) {
    // The first card of a last row that holds `inLastRow` cards: it starts a row and has inLastRow - 1 after it.
    const first = `${className} > :nth-child(${columns}n + 1):nth-last-child(${inLastRow})`;
    globalStyle(first, { '@media': { [query]: { gridColumn: `${columns - inLastRow + 1} / span 2` } } });
  }
  return className;
}

/** Responsive card grid used by most sections. */
export const grid = recipe({
  base: [stack({ gap: 'lg', list: true }), { gridTemplateColumns: '1fr', margin: 0 }],
  variants: {
    columns: {
      2: centredGrid(2, media.md),
      3: [centredGrid(2, `${media.md} and (max-width: ${breakpoints.lg - 0.02}px)`), centredGrid(3, media.lg)],
      4: [centredGrid(2, `${media.sm} and (max-width: ${breakpoints.lg - 0.02}px)`), centredGrid(4, media.lg)],
    },
  },
  defaultVariants: { columns: 3 },
});

export const card = style([surface()]);

export const actions = style([cluster({ gap: 'md' }), { marginTop: vars.space.xl }]);
