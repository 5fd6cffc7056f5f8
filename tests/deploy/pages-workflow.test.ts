import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { MANUAL_URL } from '@/lib/config/manual';
import manualConfig from '../../manual/site.config.mjs';

// The GitHub Pages workflow publishes the demo at the Pages address and the manual beside it, at
// <address>/manual/: the address MANUAL_URL names, which error messages link. A step renamed or an
// env dropped would publish the manual elsewhere (or not at all) and break every such link.
const root = path.resolve(import.meta.dirname, '../..');
interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
const workflow = yaml.load(fs.readFileSync(path.join(root, '.github/workflows/pages.yml'), 'utf8')) as {
  jobs: { build: { steps: Step[] } };
};
const steps = workflow.jobs.build.steps;
const index = (test: (step: Step) => boolean) => steps.findIndex(test);

describe('the GitHub Pages workflow', () => {
  it('builds the demo into out/ at the Pages base path, and the manual into out-manual/ at that path plus /manual', () => {
    const demo = steps[index((step) => step.run === 'npm run build' && !step.env?.SITE_DIR)]!;
    expect(demo.env?.BASE_PATH).toBe('${{ steps.pages.outputs.base_path }}');
    const manual = steps[index((step) => step.run === 'npm run build' && step.env?.SITE_DIR === 'manual')]!;
    expect(manual.env).toMatchObject({ NEXT_DIST_DIR: 'out-manual', BASE_PATH: '${{ steps.pages.outputs.base_path }}/manual' });
    expect(manual.env?.SITE_URL).toBe(demo.env?.SITE_URL);
  });

  it('publishes the manual beside the demo, at the address the messages link', () => {
    const manualBuild = index((step) => step.env?.SITE_DIR === 'manual');
    const copy = index((step) => step.run === 'cp -r out-manual out/manual');
    const upload = index((step) => step.uses?.startsWith('actions/upload-pages-artifact') ?? false);
    expect(manualBuild).toBeGreaterThan(-1);
    expect(copy).toBeGreaterThan(manualBuild);
    expect(upload).toBeGreaterThan(copy);
    expect(steps[upload]!.with?.path).toBe('out');
    // The manual's own base path (a local build) and the published one end alike.
    expect(new URL(MANUAL_URL).pathname.endsWith('/manual')).toBe(true);
    expect(manualConfig.basePath).toBe('/manual');
  });
});
