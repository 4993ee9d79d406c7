import type { Priority } from '../../content/forms.ts';
import type { ResponseTargets as ResponseTargetsCopy, SupportLevel } from '../../content/supportLevels.ts';
import * as table from '../mdx/Prose.css.ts';
import { TextList } from '../ui/list/index.ts';
import { ScrollRegion } from '../ui/scroll/index.ts';
import { DataTable } from '../ui/table/DataTable.tsx';
import * as styles from './ResponseTargets.css.ts';

/**
 * The one support model (content/supportLevels.ts): first-response targets by support level (columns) and
 * ticket priority (rows), with what the hours are counted in. Shown where support is sold and where tickets are
 * raised; the id is the anchor the terms link to.
 */
export function ResponseTargets({
  copy,
  levels,
  priorities,
}: {
  copy: ResponseTargetsCopy;
  levels: readonly SupportLevel[];
  priorities: readonly Priority[];
}) {
  return (
    <div id={copy.id} className={styles.root}>
      <ScrollRegion className={table.tableWrap} label={copy.caption}>
        <DataTable
          caption={copy.caption}
          columns={[copy.priorityHeader, ...levels.map((level) => level.name)]}
          rows={priorities.map((priority) => ({
            key: priority.value,
            cells: [
              <>
                {priority.code} {priority.label}
              </>,
              ...levels.map((level) => level.targets[priority.value]),
            ],
          }))}
          className={table.table}
          captionClassName={styles.caption}
        />
      </ScrollRegion>
      <TextList items={copy.notes} className={styles.notes} />
    </div>
  );
}
