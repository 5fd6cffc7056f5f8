import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeDerivedSiteConfig } from '../../scripts/lib/derived-site.mjs';

// Example validation runs before `next build`: in the content check (the build's first step) and in
// `npm run openapi:check`, so a wrong example is known in seconds, not after the export.

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function run(command: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npx', command, { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_CONFIG_OVERRIDES: '', ...env } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The content check on a copy of the demo content whose only API is `spec` at `level`. */
function contentCheck(spec: string, level: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'examples-'));
  temp.push(dir);
  cpSync('content', path.join(dir, 'content'), { recursive: true });
  writeDerivedSiteConfig(dir, process.cwd());
  const apis = [{ id: 'kettles', spec: path.resolve(spec), route: '/api/kettles', validateExamples: level }];
  return run(['tsx', 'scripts/check-content.ts', '--no-public'], {
    SITE_DIR: dir,
    SITE_PREPARED: path.join(dir, 'prepared.json'),
    SITE_CONFIG_OVERRIDES: JSON.stringify({ apis }),
  });
}

const SPEC = 'tests/fixtures/openapi-examples/ref-examples.yaml';

describe.concurrent('example errors before next build', () => {
  it("stops the content check (before next build) for an API at 'throw'", () => {
    const { code, output } = contentCheck(SPEC, 'throw');
    expect(code, output).toBe(1);
    expect(output).toContain('The build stopped: ');
    expect(output).toContain('ref-examples.yaml: 4 example(s) do not match their schema, the build stops');
    expect(output).toMatch(/ref-examples\.yaml#\/components\/examples\/SmallKettle\/value \(used at #\/paths\/~1kettles\/post\/requestBody\/content\/application~1json\/examples\/small\): example at \/litres must be number/);
    expect(output).toContain(`set validateExamples: 'warn' for API "kettles"`);
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  }, 90_000);

  it("warns and goes on for an API at 'warn', without telling it to set 'warn'", () => {
    const { code, output } = contentCheck(SPEC, 'warn');
    expect(code, output).toBe(0);
    expect(output).toContain('4 example(s) do not match their schema, a warning');
    expect(output).not.toContain("set validateExamples: 'warn'");
    expect(output).toContain('Content checked');
  }, 90_000);

  it('openapi:check reports the example problems of a bare file and fails', () => {
    const { code, output } = run(['node', 'scripts/openapi-check.mjs', SPEC]);
    expect(code, output).toBe(1);
    expect(output).toContain(`✗ ${SPEC}: Kettles 1`);
    expect(output).toContain('#/components/parameters/KettleId/example: example must be integer');
    expect(output).toContain('run with --examples warn');
  }, 60_000);

  it('openapi:check --examples warn prints them and passes', () => {
    const { code, output } = run(['node', 'scripts/openapi-check.mjs', '--examples', 'warn', SPEC]);
    expect(code, output).toBe(0);
    expect(output).toContain(`✓ ${SPEC}: Kettles 1`);
    expect(output).toContain('4 example problem(s)');
  }, 60_000);

  it("openapi:check checks a configured API's file at its level (every time it is named)", () => {
    const apis = [{ id: 'kettles', spec: path.resolve(SPEC), route: '/api/kettles', validateExamples: 'warn' }];
    const { code, output } = run(['node', 'scripts/openapi-check.mjs', SPEC, SPEC], { SITE_CONFIG_OVERRIDES: JSON.stringify({ apis }) });
    expect(code, output).toBe(0);
    expect(output.match(/4 example\(s\) do not match their schema, a warning/g)).toHaveLength(2);
    expect(output).toContain(`set validateExamples: 'ignore' for API "kettles"`);
  }, 60_000);

  it('openapi:check says when the site config cannot be read, and checks the file as a bare one', () => {
    const { code, output } = run(['node', 'scripts/openapi-check.mjs', SPEC], { SITE_CONFIG_OVERRIDES: JSON.stringify({ title: 5 }) });
    expect(code, output).toBe(1);
    expect(output).toContain('Note: the site config could not be read');
    expect(output).toContain('title');
    expect(output).toContain('run with --examples warn');
  }, 60_000);
});
