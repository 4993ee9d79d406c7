import { roiContent } from '../../content/roi.ts';
import { isBusinessType } from '../../lib/roi.ts';
import { Bases } from '../sections/Bases.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import * as styles from './Roi.css.ts';

/** Typical time savings by process and typical task shares by business type, from content/roi.ts. Server only. */
export function RoiBenchmarks() {
  const { benchmarks, businessTypes } = roiContent;
  const { processTable, taskShareTable } = benchmarks;
  return (
    <>
      <h2>{benchmarks.title}</h2>
      <p className={styles.intro}>{benchmarks.intro}</p>
      <div className={styles.tableWrap}>
        <DataTable
          caption={processTable.caption}
          columns={[processTable.process, processTable.reduction, processTable.note]}
          rows={benchmarks.processes.map((row) => ({
            key: row.process,
            cells: [row.process, row.typicalReduction, row.note],
          }))}
          className={styles.table}
        />
        <DataTable
          caption={taskShareTable.caption}
          columns={[taskShareTable.businessType, taskShareTable.share, taskShareTable.examples]}
          rows={benchmarks.taskShareByBusinessType.map((row) => ({
            key: row.businessType,
            cells: [
              isBusinessType(row.businessType) ? businessTypes[row.businessType] : row.businessType,
              row.typicalShare,
              row.examples,
            ],
          }))}
          className={styles.table}
        />
      </div>
      <p className={styles.small}>{benchmarks.caveat}</p>
      {benchmarks.bases ? <Bases bases={benchmarks.bases} /> : null}
    </>
  );
}
