import type { IconName } from '../../../content/schema.ts';
import { ICON_PATHS } from './icons.ts';
import { LineIcon } from './LineIcon.tsx';

/** A named line icon (content/schema.ts `ICON_NAMES`), decorative: the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <LineIcon d={ICON_PATHS[name]} size={size} />;
}
