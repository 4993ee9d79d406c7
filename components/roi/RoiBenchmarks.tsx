import { roiContent } from '../../content/roi.ts';
import { isBusinessType } from '../../lib/roi.ts';
import * as styles from './Roi.css.ts';

/** Typical time savings by process and typical task shares by business type, from content/roi.ts. Server only. */
export function RoiBenchmarks() {
  const { benchmarks, businessTypes } = roiContent;
  return (
    <>
      <h2>{benchmarks.title}</h2>
      <p className={styles.intro}>{benchmarks.intro}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{benchmarks.processTable.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{benchmarks.processTable.process}</th>
              <th scope="col">{benchmarks.processTable.reduction}</th>
              <th scope="col">{benchmarks.processTable.note}</th>
            </tr>
          </thead>
          <tbody>
            {benchmarks.processes.map((row) => (
              <tr key={row.process}>
                <th scope="row">{row.process}</th>
                <td>{row.typicalReduction}</td>
                <td>{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>{benchmarks.taskShareTable.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{benchmarks.taskShareTable.businessType}</th>
              <th scope="col">{benchmarks.taskShareTable.share}</th>
              <th scope="col">{benchmarks.taskShareTable.examples}</th>
            </tr>
          </thead>
          <tbody>
            {benchmarks.taskShareByBusinessType.map((row) => (
              <tr key={row.businessType}>
                <th scope="row">
                  {isBusinessType(row.businessType) ? businessTypes[row.businessType] : row.businessType}
                </th>
                <td>{row.typicalShare}</td>
                <td>{row.examples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.small}>{benchmarks.caveat}</p>
    </>
  );
}
