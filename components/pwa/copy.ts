/** The shell's PWA texts (from the page's shell data), with their placeholders filled in. */
import type { OutboxNotice } from '../../lib/pwa/outbox.ts';
import type { ShellData } from '../shell/shellData.ts';

/** The shell's status text for `count` waiting messages; '' for none. */
export function pendingLabel(count: number, copy: { pendingOne: string; pendingMany: string }): string {
  if (count <= 0) return '';
  return count === 1 ? copy.pendingOne : copy.pendingMany.replace('{count}', String(count));
}

/** A notice's toast, with the message's first line filled in. */
export function noticeToast(
  notice: OutboxNotice,
  outbox: ShellData['pwa']['outbox'],
  email: string,
): { title: string; description?: string } {
  const copy = outbox[notice.kind];
  const firstLine = notice.kind === 'sent' ? '' : notice.firstLine || '…';
  return {
    title: copy.title,
    ...(copy.description
      ? { description: copy.description.replace('{firstLine}', firstLine).replace('{address}', email) }
      : {}),
  };
}
