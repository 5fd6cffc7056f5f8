import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const markdownUnder = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
/** The sentences of a Markdown text of 8 words or more, code blocks and markup left out, in lower case. */
const sentences = (text: string) =>
  text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .split(/(?<=[.!?:;])\s+|\n\n|\n(?=[-|#>])/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[`*_[\]()]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sentence) => sentence.split(' ').length >= 8);

describe('README.md', () => {
  it('stays short (at most 150 lines): everything else lives in the manual', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('links only to files and folders that exist (the manual pages, the screenshot)', () => {
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter((target) => !fs.existsSync(path.join(root, target)))).toEqual([]);
  });

  it('names every layer room of eslint.config.mjs in its architecture map', async () => {
    const source = fs.readFileSync(path.join(root, 'eslint.config.mjs'), 'utf8');
    const rooms = [...source.matchAll(/room: '([^']+)'/g)].map((match) =>
      match[1]!.replace(/\/\*\/$/, '/').replace(/\/(build|core)$/, '/'),
    );
    expect(rooms.length).toBeGreaterThan(10);
    expect([...new Set(rooms)].filter((room) => !readme.includes(`\`${room}`))).toEqual([]);
  });

  it("states nothing the manual or the demo's docs state too (no sentence of 8 words or more in both)", () => {
    const own = new Set(sentences(readme));
    const twice = [...markdownUnder('manual/docs'), ...markdownUnder('content/docs')].flatMap((file) =>
      sentences(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((sentence) => own.has(sentence))
        .map((sentence) => `${file}: ${sentence}`),
    );
    expect(twice).toEqual([]);
  });

  it("sends readers to the manual's reference for the options, never to the schema's source (nor do the demo's config and docs)", () => {
    const files = [
      'README.md',
      'site.config.ts',
      ...markdownUnder('content'),
      ...markdownUnder('manual/docs/getting-started'),
      ...markdownUnder('manual/docs/guides'),
    ];
    expect(files.filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('lib/config/schema.ts'))).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('manual/docs/reference/site-config.md');
  });
});
