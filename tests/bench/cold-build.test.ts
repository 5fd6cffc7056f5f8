import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_STEPS, clearBuildFolder, phaseSeconds, stepCommand } from '../../bench/cold-build.mjs';

describe('the shared cold build', () => {
  it('runs the steps of npm run build, content check first', () => {
    expect(BUILD_STEPS.map(([name]) => name)).toEqual(['check', 'next', 'postbuild']);
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { build: string } };
    expect(BUILD_STEPS.map(([, args]) => args.join(' ')).join(' && ')).toBe(scripts.build);
  });

  it("runs each step's command from node_modules/.bin (node: this Node.js), as npm run does, not through npx (which starts npm: 0.35 CPU s a step)", () => {
    for (const [, args] of BUILD_STEPS) {
      const [command, rest] = stepCommand(args);
      if (args[0] === 'node') expect(command).toBe(process.execPath);
      else expect(path.relative(path.resolve('node_modules/.bin'), command)).toBe(args[0]);
      expect(fs.existsSync(command)).toBe(true);
      expect(rest).toEqual(args.slice(1));
    }
  });

  it("takes a step's longest time for the chosen spec, 0 when it never ran", () => {
    const timings = [
      { phase: 'specLoad', spec: 'specs/ferry.json', ms: 1200 },
      { phase: 'specLoad', spec: 'specs/ferry.json', ms: 1500 },
      { phase: 'viewModel', spec: 'specs/ferry.json', ms: 800 },
      { phase: 'specLoad', spec: 'specs/harbour.json', ms: 9000 },
    ];
    const ferry = (spec: string) => spec.endsWith('/ferry.json');
    expect(phaseSeconds(timings, ferry, 'specLoad')).toBe(1.5);
    expect(phaseSeconds(timings, ferry, 'viewModel')).toBe(0.8);
    expect(phaseSeconds([], ferry, 'viewModel')).toBe(0);
  });
});

describe('clearBuildFolder', () => {
  it("leaves Next's build folder as a fresh checkout has it: no previous build, no Turbopack cache, other caches kept", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-build-'));
    const next = path.join(dir, '.next');
    for (const file of ['server/app/docs/intro.html', 'static/chunks/a.js', 'cache/turbopack/0001.sst', 'cache/images/x.webp', 'trace']) {
      fs.mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
      fs.writeFileSync(path.join(next, file), 'x');
    }
    clearBuildFolder(next);
    expect(fs.readdirSync(next, { recursive: true }).map(String).sort()).toEqual([
      'cache',
      path.join('cache', 'images'),
      path.join('cache', 'images', 'x.webp'),
    ]);
    clearBuildFolder(path.join(dir, 'none'));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
