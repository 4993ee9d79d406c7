import { docsHub } from '../../content/docs/hub.ts';
import type { DownloadId } from '../../content/docs/hub.ts';
import { downloadSize, getDownload } from '../../lib/downloads.ts';
import { visuallyHidden } from '../a11y.css.ts';
import { ButtonLink, type ButtonVariants } from '../ui/button/index.ts';
import { Icon } from '../ui/icon/index.ts';

/**
 * The "Download" button of a file under /downloads/: opens it in a new window (docs/product.md#behaviour). Its
 * accessible name goes on from the visible word to the file's title, format, true size and that a new window opens.
 */
export function DownloadLink({
  id,
  label = docsHub.labels.download,
  newWindow = docsHub.labels.newWindow,
  tone,
  size = 'sm',
  className,
}: {
  id: DownloadId;
  label?: string;
  newWindow?: string;
  className?: string;
} & ButtonVariants) {
  const download = getDownload(id);
  return (
    <ButtonLink href={download.url} target="_blank" rel="noopener" tone={tone} size={size} className={className}>
      <Icon name="download" size={18} />
      <span>
        {label}
        <span className={visuallyHidden}>
          {` ${download.title} (${download.format}, ${downloadSize(id).label}) ${newWindow}`}
        </span>
      </span>
    </ButtonLink>
  );
}
