import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeDerivedSiteConfig } from '../../../scripts/lib/derived-site.mjs';

// `npm run openapi:diff` for a team's own CI, and checks.breakingChanges in the content check (before next build).
const V1 = 'tests/openapi/fixtures/versions/v1.yaml';
const V2 = 'tests/openapi/fixtures/versions/v2.yaml';
const temp = mkdtempSync(path.join(tmpdir(), 'openapi-diff-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_CONFIG_OVERRIDES: '', ...env } });
  return { code: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}
const diff = (...args: string[]) => run('node', ['scripts/openapi-diff.mjs', ...args]);

describe('npm run openapi:diff', { timeout: 60_000 }, () => {
  it('prints Markdown by default: breaking changes first, with reason, rule and pointers', () => {
    const { code, stdout } = diff(V1, V2);
    expect(code).toBe(0);
    expect(stdout).toContain('# API changes: tests/openapi/fixtures/versions/v1.yaml → tests/openapi/fixtures/versions/v2.yaml');
    expect(stdout).toContain('**7 breaking**');
    expect(stdout.indexOf('## Breaking changes')).toBeLessThan(stdout.indexOf('## Other changes'));
    expect(stdout).toContain('- query parameter `unit` added, required: a new required request parameter breaks existing clients, which do not send it. (`parameter-added-required`; before `/paths/~1stations~1{stationId}~1readings/get`, after `/paths/~1stations~1{stationId}~1readings/get/parameters/1`)');
  });

  it('prints JSON with --format json', () => {
    const { code, stdout } = diff(V1, V2, '--format', 'json');
    expect(code).toBe(0);
    const parsed = JSON.parse(stdout) as { counts: { added: number; removed: number; breaking: number }; changes: { rule: string }[] };
    expect(parsed.counts).toMatchObject({ added: 1, removed: 1, breaking: 7 });
    expect(parsed.changes.map((c) => c.rule)).toContain('operation-removed');
  });

  it('exits 1 with --fail-on-breaking when a change breaks clients, 0 when none does', () => {
    const broken = diff(V1, V2, '--fail-on-breaking');
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('✗ 7 breaking change(s)');
    const same = diff(V2, V2, '--fail-on-breaking');
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('No changes.');
  });

  it('says which file cannot be read, and how to call it, exiting 2', () => {
    const broken = path.join(temp, 'broken.yaml');
    writeFileSync(broken, 'openapi: 3.1.0\ninfo: [not, an, object\n');
    const unreadable = diff(V1, broken);
    expect(unreadable.code).toBe(2);
    expect(unreadable.output).toContain(`✗ ${broken} cannot be read as an OpenAPI description`);
    const missing = diff(V1, path.join(temp, 'nowhere.yaml'));
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('nowhere.yaml');
    const usage = diff(V1);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run openapi:diff -- <old spec> <new spec>');
  });
});

/** The content check on a copy of the demo content whose only API is the versioned pair, at `level`. */
function contentCheck(level: string) {
  const dir = mkdtempSync(path.join(temp, 'site-'));
  cpSync('content', path.join(dir, 'content'), { recursive: true });
  writeDerivedSiteConfig(dir, process.cwd());
  const apis = [{ id: 'tides', route: '/api/tides', versions: [{ name: 'v2', spec: path.resolve(V2) }, { name: 'v1', spec: path.resolve(V1) }] }];
  return run('npx', ['tsx', 'scripts/check-content.ts', '--no-public'], {
    SITE_DIR: dir,
    SITE_PREPARED: path.join(dir, 'prepared.json'),
    SITE_CONFIG_OVERRIDES: JSON.stringify({ apis, checks: { breakingChanges: level } }),
  });
}

describe('checks.breakingChanges', { timeout: 90_000 }, () => {
  it("stops the build at 'throw', naming API, operation, JSON pointer and rule", () => {
    const { code, output } = contentCheck('throw');
    expect(code, output).toBe(1);
    // Worded as every check is (lib/config/checks.ts levelOutcome): heading, verdict, setting, then the details.
    expect(output).toContain("The build stopped: Breaking API changes (7), the build stops (checks.breakingChanges: 'throw'):\nAPI \"tides\": 7 breaking change(s) from v1 to v2:");
    expect(output).toMatch(/- GET \/stations\/\{stationId\}\/readings: query parameter `unit` added, required \(rule parameter-added-required; \S+v2\.yaml#\/paths\/~1stations~1\{stationId\}~1readings\/get\/parameters\/1\)/);
    expect(output).toContain("Keep the new version compatible with the one before, or if the break is meant, set checks.breakingChanges: 'warn' in site.config.ts to publish it with a warning.");
  });

  it("prints the same at 'warn' and goes on", () => {
    const { code, output } = contentCheck('warn');
    expect(code, output).toBe(0);
    expect(output).toContain("Warning: Breaking API changes (7), a warning (checks.breakingChanges: 'warn'):\nAPI \"tides\": 7 breaking change(s) from v1 to v2:");
    expect(output).toContain("set checks.breakingChanges: 'ignore' in site.config.ts to stop checking");
    expect(output).toContain('rule operation-removed');
  });
});
