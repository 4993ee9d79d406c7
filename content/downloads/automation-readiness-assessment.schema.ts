/** The shape of `content/downloads/automation-readiness-assessment.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { DownloadDocumentSchema } from './schema.ts';

export const AutomationReadinessAssessmentSchema = v.pipe(
  DownloadDocumentSchema,
  v.check((doc) => {
    const scored = doc.sections.filter((s) => s.kind === 'questions');
    return scored.length >= 5 && scored.length <= 6;
  }, 'the assessment has 5 or 6 scored sections'),
  v.check(
    (doc) => doc.sections.every((s) => s.kind !== 'questions' || (s.questions.length >= 4 && s.questions.length <= 6)),
    'each scored section has 4 to 6 questions',
  ),
  v.check(
    (doc) => doc.sections.filter((s) => s.kind === 'scoring').length === 1,
    'the assessment ends with one scoring guide',
  ),
);
