import { OfflineList } from '../../components/docs/OfflineList.tsx';
import { ResourceGroup } from '../../components/docs/ResourceGroup.tsx';
import { Tutorials } from '../../components/docs/Tutorials.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { docsHub } from '../../content/docs/hub.ts';
import { docsDocuments } from '../../lib/documents.ts';
import { getRoute } from '../../lib/routes.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

/** /docs (docs/product.md#documentation-hub): three groups of resources, video tutorials, offline use, help. */
export default function Page() {
  const { hero, labels, groups, videos, offline, help } = docsHub;
  const offlinePages = [
    { href: '/docs', title: getRoute('/docs').title },
    ...docsDocuments.map((document) => ({ href: document.path, title: document.data.title })),
  ];
  return (
    <NotedPage>
      <Hero {...hero} size="page" />
      {groups.map((group, index) => (
        <ResourceGroup key={group.title} group={group} labels={labels} tone={index % 2 === 1 ? 'muted' : 'plain'} />
      ))}
      <Tutorials videos={videos} />
      <OfflineList offline={offline} pages={offlinePages} newWindow={labels.newWindow} />
      <CtaBanner {...help} />
    </NotedPage>
  );
}
