import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importDocusaurusSite } from '@/lib/import/docusaurus-files';

// import:docusaurus carries a site's translations from where its config's i18n.path says, also when
// that folder lies outside the site folder (a monorepo's shared translations).

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-i18n-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

const config = (i18nPath: string) => `module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], path: ${JSON.stringify(i18nPath)} },
  presets: [['classic', { docs: {} }]],
};
`;

describe('import:docusaurus with translations outside the site folder', () => {
  it.each(['../shared/i18n', 'website/../../shared/i18n'])(
    'copies %s into the new folder and points i18n.path at the copy',
    async (i18nPath) => {
      const root = fs.mkdtempSync(path.join(temp, 'case-'));
      const from = path.join(root, 'repo', 'website');
      const to = path.join(root, 'out', 'site');
      write(path.join(root, 'repo'), { 'shared/i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n' });
      write(from, { 'docusaurus.config.js': config(i18nPath), 'docs/intro.md': '# Intro\n' });
      const result = await importDocusaurusSite(from, to);
      expect(fs.readFileSync(path.join(to, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), 'utf8')).toBe('# Introduction\n');
      expect((result.config.i18n as { path: string }).path).toBe('i18n');
      // Nothing is written beside the new folder.
      expect(fs.readdirSync(path.join(root, 'out'))).toEqual(['site']);
    },
  );
});
