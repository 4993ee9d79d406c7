import { describe, expect, it } from 'vitest';
import { claims } from '../../content/claims.ts';
import { checkColonCapitals, checkMdxColonCapitals, mdxImports, recordSentences } from './colons.ts';

const supportModel = { included: 'Standard support comes with every monthly plan.' };
const modules = new Map<string, Record<string, unknown>>([
  ['content/claims.ts', { claims }],
  ['content/supportLevels.ts', { supportModel }],
]);
const sentences = recordSentences({ claims, supportModel });
const names = new Set(['Standard', 'Premium']);

describe('checkColonCapitals', () => {
  it('reports a claim’s statement set after a colon, naming the claim, file and field', () => {
    const text = `As a guide to cost: ${claims.developmentCost.statement}`;
    const problems = checkColonCapitals('content/x.ts', 'page.text', text, sentences, names);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/x.ts', path: 'page.text', rule: 'typography' }),
    ]);
    expect(problems[0]!.message).toContain('claims.developmentCost.statement is a sentence of its own ("Building…")');
  });

  it('passes the statement after a full stop, a name after a colon, and copy in lower case after one', () => {
    for (const text of [
      `Then there is the cost. ${claims.developmentCost.statement}`,
      'Which level: Standard support comes with every monthly plan.',
      'As a guide to cost: building one typically costs less than you think.',
    ]) {
      expect(checkColonCapitals('content/x.ts', 'p', text, sentences, names), text).toEqual([]);
    }
  });
});

describe('checkMdxColonCapitals', () => {
  const file = 'content/docs/x.mdx';
  const imports = mdxImports(
    file,
    "import { claims } from '../claims.ts';\nimport { supportModel as model } from '../supportLevels.ts';\n",
  );

  it('resolves an expression after a colon through the file’s imports and reports a capital it brings', () => {
    const line = 'As a guide to cost: {claims.developmentCost.statement} Where each guide falls depends on scope.';
    const problems = checkMdxColonCapitals(file, 'line 75', line, imports, modules, sentences, names);
    expect(problems).toEqual([expect.objectContaining({ file, path: 'line 75', rule: 'typography' })]);
    expect(problems[0]!.message).toContain('claims.developmentCost.statement');
  });

  it('passes a figure after a colon, a name, an expression after a full stop, and what it cannot resolve', () => {
    for (const line of [
      'Typical cost: {claims.developmentCost.value} per automation.',
      'Which level: {model.included}',
      'Then there is the cost. {claims.developmentCost.statement}',
      'Elsewhere: {other.thing}',
    ]) {
      expect(checkMdxColonCapitals(file, 'line 1', line, imports, modules, sentences, names), line).toEqual([]);
    }
  });
});
