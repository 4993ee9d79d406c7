import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { fitColumns, inText, withIcon } from '../system/rules.ts';
import { vars } from '../theme.css.ts';

export const root = style(inText);

export const meta = style([
  withIcon(),
  { margin: `0 0 ${vars.space.sm}`, color: vars.color.primary, fontWeight: vars.weight.bold },
]);
export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.text });

/** The four parts of a step: one column on phones, two side by side where there is room. */
export const details = style([stack({ gap: 'md' }), fitColumns('15rem')]);
export const part = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const partTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.text.md });
export const objective = style({ gridColumn: '1 / -1' });
globalStyle(`${part} p, ${part} ul`, { margin: 0 });
globalStyle(`${part} ul`, { paddingInlineStart: vars.space.lg });
globalStyle(`${part} li + li`, { marginTop: vars.space.xs });
