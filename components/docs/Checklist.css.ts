import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { fitColumns, inText, withIcon } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'lg' }), inText, fitColumns('16rem')]);

export const category = style([surface()]);

export const heading = style([withIcon(), { margin: `0 0 ${vars.space.md}`, fontSize: vars.text.lg }]);
export const icon = style({ display: 'inline-flex', color: vars.color.primary });

/** Items to tick off: an empty box before each, drawn by CSS (a printed checklist, not a form). */
export const items = style([stack({ gap: 'sm', list: true }), { margin: 0 }]);
export const item = style({ position: 'relative', paddingInlineStart: '2rem' });
globalStyle(`${item}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.2em',
  width: '1.15rem',
  height: '1.15rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.background,
});
