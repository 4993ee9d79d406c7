import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { fitColumns, inText } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

/** The days in order, one card each, as many to a row as fit. */
export const root = style([stack({ gap: 'md', list: true }), inText, fitColumns('15rem')]);

export const day = style([surface(), { overflowWrap: 'anywhere' }]);

export const title = style({ margin: 0, fontSize: vars.text.lg, lineHeight: 1.4 });
export const label = style({
  display: 'block',
  color: vars.color.primary,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const actions = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg });
globalStyle(`${actions} li + li`, { marginTop: vars.space.xs });
