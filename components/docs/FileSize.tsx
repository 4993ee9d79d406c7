import type { DownloadId } from '../../content/docs/hub.ts';
import { downloadSize } from '../../lib/downloads.ts';

/** A download's size as served ("23 KB"), with the exact byte count as its machine-readable value. */
export function FileSize({ id, className }: { id: DownloadId; className?: string }) {
  const size = downloadSize(id);
  return (
    <data className={className} value={size.bytes}>
      {size.label}
    </data>
  );
}
