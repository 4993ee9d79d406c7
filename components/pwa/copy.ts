/** The shell's PWA texts from content/pwa.ts, with their placeholders filled in. */
import { pwa } from '../../content/pwa.ts';
import type { OutboxNotice } from '../../lib/pwa/outbox.ts';

/** The shell's status text for `count` waiting messages; '' for none. */
export function pendingLabel(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? pwa.status.pendingOne : pwa.status.pendingMany.replace('{count}', String(count));
}

/** A notice's toast, with the message's first line filled in. */
export function noticeToast(notice: OutboxNotice): { title: string; description?: string } {
  const copy = pwa.outbox[notice.kind];
  const firstLine = notice.kind === 'sent' ? '' : notice.firstLine || '…';
  return {
    title: copy.title,
    ...(copy.description ? { description: copy.description.replace('{firstLine}', firstLine) } : {}),
  };
}
