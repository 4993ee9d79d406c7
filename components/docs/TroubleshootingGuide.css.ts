import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconTile } from '../system/iconTile.css.ts';
import { stack } from '../system/layout.css.ts';
import { inText } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'xl' }), inText]);

export const category = style([stack({ gap: 'md' }), { scrollMarginTop: '6rem' }]);
export const categoryHeader = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  alignItems: 'center',
});
export const categoryTitle = style({ margin: 0, fontSize: vars.text.xl });
export const categoryText = style({ gridColumn: 2, margin: 0, color: vars.color.textMuted });

/** The category's mark, in its accent colour (content `color`). */
export const categoryIcon = recipe({
  base: [iconTile({ size: 'lg' }), { gridRow: '1 / span 2' }],
  variants: {
    color: {
      primary: iconTile.classNames.variants.tone.info,
      accent: iconTile.classNames.variants.tone.accent,
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
});

export const issues = style([stack({ gap: 'md', list: true }), { margin: 0 }]);
export const issue = style([surface({ emphasis: 'muted' }), stack({ gap: 'md' })]);
export const issueHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const issueTitle = style({ margin: 0, fontSize: vars.text.lg });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
globalStyle(`${list} > li + li`, { marginTop: vars.space.xs });
export const solutions = style([stack({ gap: 'sm' }), { margin: 0, paddingInlineStart: vars.space.lg }]);
export const step = style({ display: 'block', color: vars.color.text });
