import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS, checkPlaceholders } from './placeholders.ts';

describe('checkPlaceholders', () => {
  it.each([
    ['{email}', 'Write to us at {email}.'],
    ['{phone}', 'Call {phone} for emergencies.'],
    ['{token}', 'Read {token} first.'],
    ['{host}', 'Building Your First { host } Scenario'],
    ['{key}', 'The anonymous key is {key}.'],
    ['TODO', 'TODO: write the answer'],
    ['lorem ipsum', 'Lorem ipsum dolor sit amet.'],
  ])('reports %s with file, path and rule', (name, text) => {
    expect(checkPlaceholders('content/x.ts', 'page.text', text)).toEqual([
      expect.objectContaining({ file: 'content/x.ts', path: 'page.text', rule: 'placeholder' }),
    ]);
    expect(checkPlaceholders('content/x.ts', 'page.text', text)[0]?.message).toContain(`"${name}"`);
  });

  it('covers every placeholder the spec names', () => {
    expect(PLACEHOLDERS.map((p) => p.name)).toEqual([
      '{email}',
      '{phone}',
      '{token}',
      '{host}',
      '{key}',
      'TODO',
      'lorem ipsum',
    ]);
  });

  it('passes filled-in copy and the run-time slots pages fill themselves', () => {
    for (const text of [
      'Write to us at hello@brightwork.example.',
      'Your message starting “{firstLine}” could not be sent. Please e-mail it to us at {address}.',
      '{count} messages waiting to send',
      'Follow us on MASTODON', // "TODO" only as a word
      'A method to do it',
    ]) {
      expect(checkPlaceholders('content/x.ts', 'p', text)).toEqual([]);
    }
  });
});
