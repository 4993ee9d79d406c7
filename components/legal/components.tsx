import { baseComponents } from '../mdx/components.tsx';
import { ConsentSettings } from '../consent/Consent.tsx';
import { GdprRequests } from './GdprRequests.tsx';
import { StorageTable } from './StorageTable.tsx';

/** The components legal MDX files use. */
export const legalComponents = { ...baseComponents, GdprRequests, StorageTable, ConsentSettings };
