/** A square holding an icon on a tinted ground: the mark of a card or a section heading. */
import { recipe } from '@vanilla-extract/recipes';
import { targetSize, vars } from '../theme.css.ts';

export const iconTile = recipe({
  base: { display: 'grid', placeItems: 'center', borderRadius: vars.radius.md },
  variants: {
    /** `target` is the 44 px target size; `lg` (3rem) stands beside a card's heading. */
    size: { target: { width: targetSize, height: targetSize }, lg: { width: '3rem', height: '3rem' } },
    /** The tint; a component with tints of its own leaves it out. */
    tone: {
      info: { background: vars.color.infoSurface, color: vars.color.info },
      accent: { background: vars.color.accentSurface, color: vars.color.accent },
    },
  },
  defaultVariants: { size: 'target' },
});
