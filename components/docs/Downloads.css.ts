import { style } from '@vanilla-extract/css';
import { iconTile } from '../system/iconTile.css.ts';
import { cluster, stack } from '../system/layout.css.ts';
import { fitColumns, inText } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'md', list: true }), inText, fitColumns('min(100%, 20rem)')]);

export const card = style([
  surface(),
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm },
]);

export const icon = style([iconTile({ tone: 'info' })]);
export const title = style({ margin: 0, fontSize: vars.text.lg });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const meta = style([cluster({ gap: 'xs' }), { margin: 0 }]);
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
