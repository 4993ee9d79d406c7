import { baseComponents } from '../mdx/components.tsx';
import { RoiCaseLink, RoiFigure } from './RoiFigure.tsx';

/** The components articles use. */
export const blogComponents = { ...baseComponents, RoiFigure, RoiCaseLink };
