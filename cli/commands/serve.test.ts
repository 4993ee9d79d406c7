/** `serve --target cloudflare`: what of wrangler's own output reaches the terminal. */
import { describe, expect, it } from 'vitest';
import { withoutScheduleAdvice } from './serve.ts';

describe('serve --target cloudflare', () => {
  it('drops wrangler’s advice to fire the schedule by hand (serve fires it), and nothing else', () => {
    const advice = [
      '▲ [WARNING] Scheduled Workers are not automatically triggered during local development.\n',
      '\n',
      '  To manually trigger a scheduled event, run:\n',
      '    curl "http://127.0.0.1:8796/cdn-cgi/local/scheduled"\n',
      '  For more details, see https://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally\n',
      '✘ [ERROR] Something real\n',
    ].join('');
    expect(withoutScheduleAdvice(advice)).toBe('✘ [ERROR] Something real\n');
    expect(withoutScheduleAdvice('\n[wrangler:info] GET / 200 OK\n')).toBe('\n[wrangler:info] GET / 200 OK\n');
  });
});
