import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The post-build step run on small exported sites, as `npm run build` runs it on out/. It reads the
// site as the content check prepared it: with overrides, the test prepares its own (public/ untouched).
function postbuild(dir: string, { checkOnly = true, overrides = '' } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, BASE_PATH: '/demo', SITE_CONFIG_OVERRIDES: overrides };
  if (overrides) {
    env.SITE_PREPARED = path.join(dir, 'prepared.json');
    const prepared = spawnSync('npx', ['tsx', 'scripts/check-content.ts', '--no-public'], { encoding: 'utf8', env });
    if (prepared.status !== 0) return { code: prepared.status, output: `${prepared.stdout}${prepared.stderr}` };
  }
  const args = ['tsx', 'scripts/postbuild.ts', ...(checkOnly ? ['--check-only'] : []), '--dir', dir];
  const result = spawnSync('npx', args, { encoding: 'utf8', env });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('post-build link check', () => {
  it('fails the build on a broken link, naming the page, the link text and the target', () => {
    const { code, output } = postbuild('tests/fixtures/export/broken');
    expect(code).toBe(1);
    expect(output).toContain('Broken links (1), the build fails');
    expect(output).toMatch(
      /tests\/fixtures\/export\/broken\/index\.html:5 \(page \/\): link "A page that was never written" → \/demo\/docs\/missing-page: no page or file exists there/,
    );
  }, 30_000);

  it('warns about a broken anchor and lets the build pass', () => {
    const { code, output } = postbuild('tests/fixtures/export/anchor');
    expect(code).toBe(0);
    expect(output).toContain('Broken anchors (1), a warning');
    expect(output).toContain('/docs/intro has no element with id "no-such-heading"');
  }, 30_000);

  it('fails the build on an id written twice on a page, naming the page, the id and the count', () => {
    const { code, output } = postbuild('tests/fixtures/export/duplicate-id');
    expect(code).toBe(1);
    expect(output).toContain('Duplicate ids (1 on 1 page(s)), the build fails');
    expect(output).toContain('tests/fixtures/export/duplicate-id/docs/intro.html:3 (/docs/intro): id "setup" is on 2 elements');
  }, 30_000);
});
