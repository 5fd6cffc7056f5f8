import fs from 'node:fs';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// The content memo (lib/content/content-memo.ts): what the content check learnt of each doc (its
// outline, its last update) is read by the later processes of the same build instead of learnt again.

afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

const BODY = '# Kettle\n\nFill it first.\n\n## Boil\n\nWait for the whistle.\n';

/** The content check of one build: learn, write the memo, mark the prepared site checked. */
async function contentCheck() {
  const site = tempSite({ 'site.config.mjs': "export default { title: 'Kettle' };\n", 'docs/intro.md': BODY });
  vi.stubEnv('NODE_ENV', 'production');
  await prepareTestSite(site);
  const { outlineMarkdown } = await import('@/lib/content/toc');
  const { memoLastUpdate, writeContentMemo } = await import('@/lib/content/content-memo');
  const outline = outlineMarkdown(BODY, 'md');
  memoLastUpdate('/site/docs/intro.md', () => ({ date: '2026-01-02T00:00:00.000Z', author: 'Ada' }));
  writeContentMemo();
  const { markContentChecked } = await import('@/lib/site/prepare');
  markContentChecked(process.env.SITE_PREPARED!);
  return { outline, memoFile: process.env.SITE_PREPARED!.replace(/\.json$/, '.content-memo.json') };
}

describe('content memo', () => {
  it('a later process of the build takes outlines and last updates from the memo, without parsing or asking git', async () => {
    const { outline, memoFile } = await contentCheck();
    expect(outline.headings.map((heading) => heading.text)).toEqual(['Kettle', 'Boil']);
    // Mark the memo's entry, so that reading it shows.
    const memo = JSON.parse(fs.readFileSync(memoFile, 'utf8'));
    for (const entry of Object.values(memo.outlines) as { headings: { text: string }[] }[]) entry.headings[0]!.text = 'From the memo';
    fs.writeFileSync(memoFile, JSON.stringify(memo));
    vi.resetModules();
    const { outlineMarkdown } = await import('@/lib/content/toc');
    const { memoLastUpdate } = await import('@/lib/content/content-memo');
    expect(outlineMarkdown(BODY, 'md').headings[0]!.text).toBe('From the memo');
    // Another body, or the same with other parse options, is parsed as before.
    expect(outlineMarkdown(BODY, 'mdx').headings[0]!.text).toBe('Kettle');
    const git = vi.fn(() => undefined);
    expect(memoLastUpdate('/site/docs/intro.md', git)).toEqual({ date: '2026-01-02T00:00:00.000Z', author: 'Ada' });
    expect(git).not.toHaveBeenCalled();
  });

  it('is not read by another preparation of the site, nor outside a production build', async () => {
    const { memoFile } = await contentCheck();
    const memo = JSON.parse(fs.readFileSync(memoFile, 'utf8'));
    for (const entry of Object.values(memo.outlines) as { headings: { text: string }[] }[]) entry.headings[0]!.text = 'From the memo';
    fs.writeFileSync(memoFile, JSON.stringify({ ...memo, preparedAt: memo.preparedAt - 1 }));
    vi.resetModules();
    expect((await import('@/lib/content/toc')).outlineMarkdown(BODY, 'md').headings[0]!.text).toBe('Kettle');
    fs.writeFileSync(memoFile, JSON.stringify(memo));
    vi.stubEnv('NODE_ENV', 'development');
    vi.resetModules();
    expect((await import('@/lib/content/toc')).outlineMarkdown(BODY, 'md').headings[0]!.text).toBe('Kettle');
  });

  it('development: a body is parsed once and a file asked of git once while unchanged, so an edit costs the edited doc only', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.resetModules();
    const { memoOutline, memoLastUpdate } = await import('@/lib/content/content-memo');
    const parse = vi.fn(() => ({ headings: [{ level: 1, text: 'Kettle', id: 'kettle' }], firstParagraph: 'Fill it first.' }));
    // Two loads of the same site (the server reads everything again after an edit): one parse per body.
    for (let load = 0; load < 2; load++) expect(memoOutline(BODY, ['md', null], parse).headings[0]!.text).toBe('Kettle');
    expect(parse).toHaveBeenCalledTimes(1);
    memoOutline(`${BODY}\nEdited.\n`, ['md', null], parse);
    expect(parse).toHaveBeenCalledTimes(2);

    const site = tempSite({ 'docs/intro.md': BODY });
    const file = `${site}/docs/intro.md`;
    const git = vi.fn(() => ({ date: '2026-01-02T00:00:00.000Z', author: 'Ada' }));
    for (let load = 0; load < 2; load++) expect(memoLastUpdate(file, git)?.author).toBe('Ada');
    expect(git).toHaveBeenCalledTimes(1);
    // The file edited: its modification time changes, git is asked again.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    memoLastUpdate(file, git);
    expect(git).toHaveBeenCalledTimes(2);
  });
});
