import { style } from '@vanilla-extract/css';
import { stack } from '../../system/layout.css.ts';
import { surface } from '../../system/surface.css.ts';
import { vars } from '../../theme.css.ts';

export const root = style([stack({ gap: 'sm' })]);

export const item = style([surface({ padding: 'none', emphasis: 'flat' }), { overflow: 'hidden' }]);

export const heading = style({ margin: 0, fontSize: vars.text.lg });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  textAlign: 'start',
  fontWeight: vars.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const indicator = style({
  flexShrink: 0,
  transition: 'rotate 200ms',
  selectors: { '&[data-state="open"]': { rotate: '180deg' } },
});

export const content = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
});
