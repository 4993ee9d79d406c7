/** The shape of `content/downloads/workflow-mapping-template.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { DownloadDocumentSchema } from './schema.ts';

export const WorkflowMappingTemplateSchema = v.pipe(
  DownloadDocumentSchema,
  v.check((doc) => doc.sections[0]?.kind === 'steps', 'the template opens with how to map a process'),
  v.check(
    (doc) => doc.sections.some((s) => s.kind === 'table' && s.tables.some((t) => t.rows.some((row) => row.example))),
    'the template has a worked example row',
  ),
);
