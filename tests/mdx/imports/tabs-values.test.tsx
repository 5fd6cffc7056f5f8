import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabItem, Tabs } from '@/components/mdx/tabs';

describe('<Tabs values>', () => {
  it("takes the tabs' order and labels from values, as Docusaurus", () => {
    const html = renderToStaticMarkup(
      <Tabs
        values={[
          { label: 'Yarn!', value: 'yarn' },
          { label: 'npm!', value: 'npm' },
        ]}
      >
        <TabItem value="npm">npm i</TabItem>
        <TabItem value="yarn" label="ignored">
          yarn add
        </TabItem>
      </Tabs>,
    );
    const labels = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(labels).toEqual(['Yarn!', 'npm!']);
  });
});

describe('the components MDX may use without importing them', () => {
  it('are the capitalised entries of the page component map, as the content check knows them', async () => {
    const { mdxComponents } = await import('@/components/mdx/components');
    const { GLOBAL_MDX_COMPONENTS } = await import('@/lib/mdx/imports/docusaurus-modules.mjs');
    expect([...GLOBAL_MDX_COMPONENTS].sort()).toEqual(
      Object.keys(mdxComponents)
        .filter((name) => /^[A-Z]/.test(name))
        .sort(),
    );
  });
});
