import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import demo from '@/site.config';
import SearchDialog from '@/components/search/search-dialog.client';
import { ENGLISH_SEARCH_WORDS, siteSearchWords, type SearchWords } from '@/components/search/search-words';
import { removeTempSites, tempSite, prepareTestSite } from '../site/site-fixture';

// The search dialog's words and examples are the site's, not the demo's: a site without an API or
// a blog names neither, and offers no example query unless its config lists some.

vi.mock('next/navigation', () => ({ usePathname: () => '/docs/intro', useRouter: () => ({ prefetch: () => undefined }) }));

const english = (words: ReturnType<typeof siteSearchWords>) =>
  Object.fromEntries(Object.entries(words).map(([name, [, text]]) => [name, text])) as SearchWords;

const dialog = (words: SearchWords, examples?: string[]) =>
  renderToStaticMarkup(
    <SearchDialog
      open={false}
      opening={0}
      onClose={() => undefined}
      browse={[]}
      takeTypedAhead={() => ''}
      words={words}
      examples={examples}
    />,
  );

describe('the search dialog’s words', () => {
  afterEach(() => removeTempSites());

  it('name only the sections the site has: a docs-only site says neither blog nor API', async () => {
    await prepareTestSite(tempSite({ 'site.config.mjs': "export default { title: 'Kiln' };\n", 'docs/intro.md': '# Intro\n' }));
    const { searchSections } = await import('@/lib/site/links');
    const sections = searchSections();
    expect(sections).toMatchObject({ docs: true, blog: false, apis: 0 });
    const words = english(siteSearchWords(sections));
    for (const name of ['placeholder', 'input', 'intro'] as const) {
      expect(words[name], name).toMatch(/docs/);
      expect(words[name], name).not.toMatch(/blog|API|tutorial/i);
    }
    const html = dialog(words);
    expect(html).toContain(`aria-label="${words.input}"`);
    expect(html).toContain(`placeholder="${words.placeholder}"`);
    expect(html).toContain(`<p>${words.intro}</p>`);
    expect(html).not.toMatch(/\bblog\b|\bAPI\b|tutorial/i);
  });

  it('name every section on a site with all of them, as the demo’s dialog did', () => {
    const all = english(siteSearchWords({ docs: true, blog: true, pages: true, apis: 2 }));
    expect(all.placeholder).toBe(ENGLISH_SEARCH_WORDS.placeholder);
    expect(all.input).toBe(ENGLISH_SEARCH_WORDS.input);
    expect(all.intro).toBe(ENGLISH_SEARCH_WORDS.intro);
    expect(english(siteSearchWords({ docs: false, blog: true, pages: false, apis: 1 })).intro).toBe(
      'Search the blog and every operation of the API reference.',
    );
  });
});

describe('the search dialog’s example queries', () => {
  it('are none by default', () => {
    const html = dialog(ENGLISH_SEARCH_WORDS);
    expect(html).not.toContain('Try');
    expect(html).not.toMatch(/<button[^>]*>divide</);
  });

  it('are the site config’s: the demo keeps its four', () => {
    const examples = demo.search?.examples ?? [];
    expect(examples).toEqual(['divide', 'wordCount', 'deploy', 'front matter']);
    const html = dialog(ENGLISH_SEARCH_WORDS, examples);
    for (const example of examples) expect(html).toMatch(new RegExp(`<button[^>]*>${example}</button>`));
    expect(html).toContain('<p>Try <span>');
  });
});
