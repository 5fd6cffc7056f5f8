import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANUAL_URL } from '@/lib/config/manual';

// The demo's tutorial (content/docs/) keeps teaching its steps; where it meets a topic the manual
// covers, it links the manual's page instead of restating it (two copies drift: issue 34 found the
// deploy and Docusaurus pages already differing), and the manual's page links back to the steps.
const root = path.resolve(import.meta.dirname, '../..');
const DEMO_URL = MANUAL_URL.replace(/\/manual$/, '');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const SHARED_TOPICS = [
  {
    demo: 'content/docs/tutorial-basics/deploy-your-site.md',
    manual: 'manual/docs/guides/hosting.md',
    demoRoute: '/docs/tutorial-basics/deploy-your-site',
  },
  { demo: 'content/docs/tutorial-extras/manage-docs-versions.md', manual: 'manual/docs/guides/versions.md' },
  { demo: 'content/docs/tutorial-extras/translate-your-site.md', manual: 'manual/docs/guides/translations.md' },
  {
    demo: 'content/docs/tutorial-extras/coming-from-docusaurus.md',
    manual: 'manual/docs/guides/coming-from-docusaurus.md',
    demoRoute: '/docs/tutorial-extras/coming-from-docusaurus',
  },
];

describe("the demo's tutorial and the manual", () => {
  it.each(SHARED_TOPICS)('$demo links the manual page on its topic', ({ demo, manual }) => {
    const link = `](${MANUAL_URL}/${manual.replace(/^manual\/docs\//, '').replace(/\.md$/, '')})`;
    expect(read(demo).includes(link), `${demo} has no link "${link}"`).toBe(true);
  });

  it.each(SHARED_TOPICS.filter((topic) => topic.demoRoute))('$manual links the demo page for the steps', ({ manual, demoRoute }) => {
    const link = `](${DEMO_URL}${demoRoute})`;
    expect(read(manual).includes(link), `${manual} has no link "${link}"`).toBe(true);
  });

  it('share no table row: a table lives in one of them', () => {
    const rows = (dir: string) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true })
        .map(String)
        .filter((file) => /\.mdx?$/.test(file))
        .flatMap((file) =>
          read(path.join(dir, file))
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line.startsWith('| ') && !/^\|[\s|:-]+\|$/.test(line) && line.length > 40),
        );
    const manual = new Set(rows('manual/docs'));
    expect(rows('content/docs').filter((row) => manual.has(row))).toEqual([]);
  });
});
