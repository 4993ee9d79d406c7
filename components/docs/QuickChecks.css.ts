import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { fitColumns, inText, withIcon } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'md', list: true }), inText, fitColumns('16rem')]);

export const item = style([surface()]);

export const title = style([
  withIcon('sm', 'flex-start'),
  {
    margin: `0 0 ${vars.space.sm}`,
    fontSize: vars.text.lg,
    lineHeight: 1.4,
  },
]);
export const icon = style({ display: 'inline-flex', color: vars.color.warning, marginTop: '0.1em' });

export const checks = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });
globalStyle(`${checks} li + li`, { marginTop: vars.space.xs });
