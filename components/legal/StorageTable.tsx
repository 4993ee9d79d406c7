import { siteStorage, storageTableLabels as labels } from '../../content/legal/storage.ts';
import { hasAnalytics } from '../../lib/analytics.ts';
import { Table } from '../mdx/Table.tsx';

/** Every piece of browser storage this build of the site uses: analytics rows only when analytics is configured. */
export function StorageTable() {
  const rows = siteStorage.filter((item) => !item.onlyWithAnalytics || hasAnalytics());
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.kind}</th>
          <th scope="col">{labels.purpose}</th>
          <th scope="col">{labels.setWhen}</th>
          <th scope="col">{labels.duration}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={item.name}>
            <th scope="row">
              <code>{item.name}</code>
            </th>
            <td>{item.kind}</td>
            <td>{item.purpose}</td>
            <td>{item.setWhen}</td>
            <td>{item.duration}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
