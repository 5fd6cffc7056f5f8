import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteConfigError, validateSiteConfig } from '@/lib/config/schema';
import { loadSiteConfig } from '@/lib/site/prepare';

// The four plugin lists of site.config (remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins,
// beforeDefaultRehypePlugins) at the top level and in docs, blog and pages, as Docusaurus takes them.

const remarkOne = () => () => undefined;
const rehypeTwo = () => () => undefined;

function problems(input: Record<string, unknown>): string {
  try {
    validateSiteConfig({ title: 'T', url: 'https://x.example', basePath: '', ...input });
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as Error).message;
  }
  return 'valid';
}

describe('plugin lists in the site config', () => {
  it('takes a function or [function, options] in every place, and keeps the functions', () => {
    const config = validateSiteConfig({
      title: 'T',
      url: 'https://x.example',
      basePath: '',
      remarkPlugins: [remarkOne, [rehypeTwo, { level: 2 }]],
      beforeDefaultRehypePlugins: [[rehypeTwo]],
      docs: { beforeDefaultRemarkPlugins: [remarkOne] },
      blog: { rehypePlugins: [rehypeTwo] },
      pages: { remarkPlugins: [remarkOne] },
    });
    expect(config.remarkPlugins).toEqual([remarkOne, [rehypeTwo, { level: 2 }]]);
    expect(config.docs && config.docs.beforeDefaultRemarkPlugins?.[0]).toBe(remarkOne);
    expect(config.blog && config.blog.rehypePlugins?.[0]).toBe(rehypeTwo);
    expect(config.pages && config.pages.remarkPlugins?.[0]).toBe(remarkOne);
  });

  it('refuses a plugin given by name, saying to import the function', () => {
    expect(problems({ docs: { remarkPlugins: ['remark-emoji'] } })).toMatch(
      /- docs\.remarkPlugins\.0: "remark-emoji" is a name: a plugin is the function itself\. Import it \(import plugin from 'remark-emoji'\)/,
    );
  });

  it('refuses anything else that is not a plugin, naming the key', () => {
    expect(problems({ rehypePlugins: [{ options: 1 }] })).toMatch(/- rehypePlugins\.0: must be a plugin function or \[plugin, options\]/);
    expect(problems({ blog: { beforeDefaultRehypePlugins: remarkOne } })).toMatch(/- blog\.beforeDefaultRehypePlugins: /);
    // The first of a [plugin, options] pair that is no function: named down to it.
    expect(problems({ pages: { rehypePlugins: [[{}, {}]] } })).toMatch(/- pages\.rehypePlugins\.0\.0: must be a plugin function/);
  });
});

describe('a wrong plugin in a site config file', () => {
  const dir = fs.mkdtempSync(path.join(process.cwd(), 'tests', 'config', '.tmp-plugins-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails with the file, the line of the key and the fix', async () => {
    fs.writeFileSync(
      path.join(dir, 'site.config.mjs'),
      "const shout = () => () => undefined;\nexport default {\n  title: 'Plugins',\n  docs: {\n    path: 'docs',\n    remarkPlugins: [shout, 'remark-math'],\n  },\n};\n",
    );
    await expect(loadSiteConfig(dir, {})).rejects.toThrow(
      /site\.config\.mjs:6 has a wrong value:\n {2}- docs\.remarkPlugins\.1: "remark-math" is a name/,
    );
  });
});
