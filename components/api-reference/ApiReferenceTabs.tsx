import type { ComponentProps } from 'react';
import type { ApiReferencePage } from '../../content/api-reference/page.ts';
import { baseComponents, type MdxModule } from '../mdx/components.tsx';
import { Heading } from '../mdx/Heading.tsx';
import * as prose from '../mdx/Prose.css.ts';
import { TabsGroup } from '../ui/tabs/TabsGroup.tsx';
import * as styles from './ApiReferenceTabs.css.ts';
import { PayloadExample } from './PayloadExample.tsx';

// Each tab's guide (content/api-reference/<tab id>.mdx), compiled by Vite's MDX plugin.
const files = import.meta.glob<MdxModule>('/content/api-reference/*.mdx', { eager: true });

type HeadingProps = Omit<ComponentProps<typeof Heading>, 'level'>;

/** The four tabs share one page, so each tab's heading ids are prefixed with its own: `make-authentication`. */
const tabComponents = (tab: string) => ({
  ...baseComponents,
  h3: ({ id, ...props }: HeadingProps) => <Heading level={3} id={id && `${tab}-${id}`} {...props} />,
  h4: ({ id, ...props }: HeadingProps) => <Heading level={4} id={id && `${tab}-${id}`} {...props} />,
  PayloadExample,
});

/**
 * The integrations as tabs (docs/product.md#api-reference: Make by default, Zapier, n8n, custom code). Every tab's
 * guidance is in the HTML (slots of the tabs island), so it reads with JavaScript off and search finds it.
 */
export function ApiReferenceTabs({
  label,
  tabs,
  defaultTab,
}: { label: string } & Pick<ApiReferencePage, 'tabs' | 'defaultTab'>) {
  return (
    <TabsGroup
      label={label}
      defaultValue={defaultTab}
      // The tabs are what the page is for: their code is asked for once the page is painted, and they wake when reached.
      withPage
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
  );
}
