/**
 * The payloads the guides write by hand (the Node.js and curl examples of content/api-reference/*.mdx): every key
 * of an object that names a form in `formType` must be a field of that form's table or a key the payload adds,
 * so a field renamed or removed from a table cannot live on in an example. The full example is rendered from the
 * table (`<PayloadExample>`), so only what is typed in code blocks is read here.
 */
import { FIELDS, FORM_TYPES, type FormType } from '../../lib/forms.ts';
import { problem, type Problem } from './problem.ts';

/** What a payload carries besides its form's fields (docs/product.md#what-a-form-sends, and the submission's id). */
const ADDED = ['formType', 'submittedAt', 'source', 'submissionId'];

const FENCE = /^```[^\n]*\n([\s\S]*?)^```/gm;
const FORM_TYPE = new RegExp(`["']?formType["']?\\s*:\\s*["'](${FORM_TYPES.join('|')})["']`, 'g');
/** A key of an object literal or of JSON: after `{` or `,`, quoted or bare, then a colon. */
const KEY = /[{,]\s*["']?([A-Za-z_$][\w$]*)["']?\s*:/g;

/** The `{…}` around `index` in `text`, by counting braces (strings in the examples hold none). */
function enclosingObject(text: string, index: number): { start: number; end: number } | undefined {
  let depth = 0;
  let start = -1;
  for (let i = index; i >= 0; i--) {
    if (text[i] === '}') depth++;
    else if (text[i] === '{' && depth-- === 0) {
      start = i;
      break;
    }
  }
  if (start < 0) return undefined;
  depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { start, end: i + 1 };
  }
  return undefined;
}

/** The keys of each payload written in `source`'s code blocks that its form does not have. */
export function checkPayloadKeys(file: string, source: string): { problems: Problem[]; found: number } {
  const problems: Problem[] = [];
  let found = 0;
  for (const block of source.matchAll(FENCE)) {
    const code = block[1] ?? '';
    const blockStart = (block.index ?? 0) + block[0].indexOf('\n') + 1;
    for (const match of code.matchAll(FORM_TYPE)) {
      const form = match[1] as FormType;
      const object = enclosingObject(code, match.index);
      if (!object) continue;
      found += 1;
      const known = new Set([...Object.keys(FIELDS[form]), ...ADDED]);
      const body = code.slice(object.start, object.end);
      for (const key of body.matchAll(KEY)) {
        const name = key[1] ?? '';
        if (known.has(name)) continue;
        const at = blockStart + object.start + key.index + key[0].indexOf(name);
        const line = source.slice(0, at).split('\n').length;
        problems.push(
          problem(
            file,
            `line ${line}`,
            'payload',
            `"${name}" is not a field of the ${form} form (content/form-fields/${form}.ts) nor a key its payload adds`,
          ),
        );
      }
    }
  }
  return { problems, found };
}
