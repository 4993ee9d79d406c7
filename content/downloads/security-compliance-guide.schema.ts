/** The shape of `content/downloads/security-compliance-guide.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { DownloadDocumentSchema } from './schema.ts';

export const SecurityComplianceGuideSchema = v.pipe(
  DownloadDocumentSchema,
  v.check(
    (doc) => doc.sections.filter((s) => s.kind === 'checklist').length >= 6,
    'the guide is mostly checklists (at least 6)',
  ),
);
