import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markTranslation, sourceHash } from '@/lib/content/translations';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-status-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

const status = (...args: string[]) =>
  spawnSync(tsx, ['scripts/i18n-status.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_DIR: site },
    timeout: 60_000,
  });

describe('npm run i18n:status', () => {
  it('fails a CI on an outdated translation until it is marked, and on coverage under the bar', () => {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), text);
    };
    write('site.config.mjs', "export default { title: 'T', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n");
    write('docs/a.md', '# A\n\nNew text.\n');
    const translation = 'i18n/fr/docusaurus-plugin-content-docs/current/a.md';
    write(translation, markTranslation('---\ntitle: A (fr)\n---\n\n# A\n', sourceHash('# A\n\nOld text.\n'), '2026-01-02'));

    const outdated = status('--fail-on-outdated');
    expect(outdated.stdout).toContain('fr: 1 translated (1 outdated, 0 untracked), 0 missing, 100% coverage');
    expect(outdated.stdout).toMatch(/outdated {2}.*a\.md: source .*docs\/a\.md changed since 2026-01-02/);
    expect(outdated.status).toBe(1);

    const marked = status('--mark', path.join(site, translation));
    expect(marked.status).toBe(0);
    expect(fs.readFileSync(path.join(site, translation), 'utf8')).toContain(`translation_source: ${sourceHash('# A\n\nNew text.\n')}`);

    write('docs/b.md', '# B\n');
    const after = status('--fail-on-outdated', '--fail-under', '60');
    expect(after.stdout).toContain('fr: 1 translated (0 outdated, 0 untracked), 1 missing, 50% coverage');
    expect(after.stderr).toContain('fr: coverage 50% is under --fail-under 60%');
    expect(after.status).toBe(1);
  }, 90_000);
});
