import { baseComponents } from '../mdx/components.tsx';
import { RoiFigure } from './RoiFigure.tsx';

/** The components articles use. */
export const blogComponents = { ...baseComponents, RoiFigure };
