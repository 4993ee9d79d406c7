import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPayloadKeys } from './payloads.ts';

const guide = (code: string) => `# A guide\n\nSome prose: { notAKey: 1 }.\n\n\`\`\`js\n${code}\n\`\`\`\n`;

describe('payloads written in the guides', () => {
  it('reports a key the form does not have, with its line', () => {
    const source = guide(
      [
        'const body = JSON.stringify({',
        "  firstName: 'Jo',",
        "  projectBudgett: '5k-15k',",
        "  formType: 'contact',",
        '});',
      ].join('\n'),
    );
    expect(checkPayloadKeys('content/api-reference/planted.mdx', source)).toEqual({
      found: 1,
      problems: [
        {
          file: 'content/api-reference/planted.mdx',
          path: 'line 8',
          rule: 'payload',
          message:
            '"projectBudgett" is not a field of the contact form (content/form-fields/contact.ts) nor a key its payload adds',
        },
      ],
    });
  });

  it('reads JSON in a string (a curl body) and the support form, and leaves other objects alone', () => {
    const source = guide(
      [
        `body='{"name":"Li","email":"li@example.com","urgency":"high","formType":"support"}'`,
        "fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });",
      ].join('\n'),
    );
    const { found, problems } = checkPayloadKeys('content/api-reference/planted.mdx', source);
    expect(found).toBe(1);
    expect(problems.map((p) => p.message)).toEqual([
      '"urgency" is not a field of the support form (content/form-fields/support.ts) nor a key its payload adds',
    ]);
  });

  it('finds the real guides’ written payloads, all of them current', () => {
    const results = globSync('content/api-reference/*.mdx').map((file) =>
      checkPayloadKeys(file, readFileSync(file, 'utf8')),
    );
    expect(results.reduce((sum, r) => sum + r.found, 0)).toBeGreaterThanOrEqual(2);
    expect(results.flatMap((r) => r.problems)).toEqual([]);
  });
});
