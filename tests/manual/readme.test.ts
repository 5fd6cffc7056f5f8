import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

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
});
