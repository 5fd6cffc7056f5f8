import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prismThemeName } from '@/lib/import/docusaurus';
import { evaluateDocusaurusConfig } from '@/lib/import/docusaurus-files';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-config-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe('evaluateDocusaurusConfig', () => {
  it('evaluates a TypeScript ESM config that imports packages that are not installed, with placeholders', async () => {
    const file = path.join(temp, 'docusaurus.config.ts');
    fs.writeFileSync(
      file,
      `import { themes as prismThemes } from 'prism-react-renderer';\nimport type { Config } from '@docusaurus/types';\n` +
        `const config: Config = { title: 'TS site', themeConfig: { prism: { theme: prismThemes.vsLight } } };\nexport default config;\n`,
    );
    const { config, stubbed } = await evaluateDocusaurusConfig(file);
    expect(stubbed).toEqual(['prism-react-renderer']);
    expect((config as { title: string }).title).toBe('TS site');
    expect(prismThemeName((config as { themeConfig: { prism: { theme: unknown } } }).themeConfig.prism.theme)).toBe('vsLight');
  });

  it('calls a config that is an async function, as Docusaurus does', async () => {
    const file = path.join(temp, 'docusaurus.config.mjs');
    fs.writeFileSync(file, `export default async function createConfig() { return { title: 'From a function' }; }\n`);
    expect((await evaluateDocusaurusConfig(file)).config).toEqual({ title: 'From a function' });
  });

  it('fails with the reason when the config itself is broken', async () => {
    const file = path.join(temp, 'broken.config.cjs');
    fs.writeFileSync(file, `module.exports = require('./not-here.js');\n`);
    await expect(evaluateDocusaurusConfig(file)).rejects.toThrow(/could not be evaluated: .*not-here/);
  });
});
