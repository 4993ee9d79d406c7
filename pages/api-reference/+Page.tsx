import type { ComponentProps } from 'react';
import * as styles from '../../components/guides/Guides.css.ts';
import { baseComponents, type MdxModule } from '../../components/mdx/components.tsx';
import { Heading } from '../../components/mdx/Heading.tsx';
import * as prose from '../../components/mdx/Prose.css.ts';
import { Hero } from '../../components/sections/Hero.tsx';
import { PageBody } from '../../components/sections/PageHeader.tsx';
import { TabsGroup } from '../../components/ui/tabs/TabsGroup.tsx';
import { apiReferencePage } from '../../content/api-reference/page.ts';

const files = import.meta.glob<MdxModule>('/content/api-reference/*.mdx', { eager: true });

type HeadingProps = Omit<ComponentProps<typeof Heading>, 'level'>;

/** The four tabs share one page, so each tab's heading ids are prefixed with its own: `make-authentication`. */
const tabComponents = (tab: string) => ({
  ...baseComponents,
  h3: ({ id, ...props }: HeadingProps) => <Heading level={3} id={id && `${tab}-${id}`} {...props} />,
  h4: ({ id, ...props }: HeadingProps) => <Heading level={4} id={id && `${tab}-${id}`} {...props} />,
});

/**
 * /api-reference (SPEC §2): "API Reference & Integration Guides" with tabs for Make (default), Zapier, n8n
 * and custom code. Every tab's guidance is in the HTML (slots of the tabs island), so it reads with
 * JavaScript off and search finds it.
 */
export default function Page() {
  const { hero, tabs, defaultTab } = apiReferencePage;
  return (
    <>
      <Hero {...hero} size="page" />
      <PageBody>
        <TabsGroup
          label={hero.title}
          defaultValue={defaultTab}
          tabs={tabs.map((tab) => {
            const Content = files[`/content/api-reference/${tab.id}.mdx`]?.default;
            if (!Content) throw new Error(`content/api-reference/${tab.id}.mdx is missing`);
            return {
              value: tab.id,
              label: tab.label,
              content: (
                <div className={prose.prose}>
                  <h2>{tab.label}</h2>
                  <p className={styles.tabSummary}>{tab.summary}</p>
                  <Content components={tabComponents(tab.id)} />
                </div>
              ),
            };
          })}
        />
      </PageBody>
    </>
  );
}
