import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { javaCommand, parseVnuJson, runVnu, vnuRule } from './html.ts';

afterAll(removeFixtures);

describe('runVnu', { timeout: 60_000 }, () => {
  it('lists only the files it checked, so one it skipped is not read (a coverage failure)', async () => {
    const fixture = fixtureSite({ 'index.html': page('Home') });
    const { checked } = await runVnu(
      [path.join(fixture.root, 'index.html'), path.join(fixture.root, 'gone.html')],
      fixture.root,
    );
    expect(checked.has('index.html')).toBe(true);
    expect(checked.has('gone.html')).toBe(false);
  });
});

describe('parseVnuJson', () => {
  const url = pathToFileURL('/site/blog/a b.html').href;
  it('maps the W3C checker’s levels: error and unreadable document fail, a warning warns, info is a note', () => {
    const messages = parseVnuJson(
      JSON.stringify({
        messages: [
          { type: 'error', url, lastLine: 3, firstColumn: 5, lastColumn: 9, message: 'E' },
          { type: 'info', subType: 'warning', url, lastLine: 7, lastColumn: 3, message: 'W' },
          { type: 'info', url, lastLine: 8, firstColumn: 2, lastColumn: 3, message: 'I' },
          { type: 'non-document-error', subType: 'io', url, message: 'IO' },
        ],
      }),
      '/site',
    );
    expect(messages.map((m) => [m.file, m.line, m.col, m.level, m.message])).toEqual([
      ['blog/a b.html', 3, 5, 'error', 'vnu: E'],
      ['blog/a b.html', 7, 3, 'warning', 'vnu: W'],
      ['blog/a b.html', 8, 2, 'note', 'vnu: I'],
      ['blog/a b.html', undefined, undefined, 'error', 'vnu: IO'],
    ]);
  });
});

describe('javaCommand and vnuRule', () => {
  it('prefers JAVA_HOME, as tests/tools/ensure-tools.sh does', () => {
    expect(javaCommand({ JAVA_HOME: '/opt/jdk' })).toBe('/opt/jdk/bin/java');
    expect(javaCommand({})).toBe('java');
  });

  it('groups the Nu checker messages by wording, quoted names left out', () => {
    const a = vnuRule('Element “div” not allowed as child of element “dl” in this context.');
    expect(a).toEqual(vnuRule('Element “p” not allowed as child of element “ul” in this context.'));
    expect(a).toEqual({
      id: 'vnu/element-not-allowed-as-child-of-element-in-this-context',
      help: 'Element “…” not allowed as child of element “…” in this context.',
    });
    expect(vnuRule('“”').id).toBe('vnu/message');
  });
});
