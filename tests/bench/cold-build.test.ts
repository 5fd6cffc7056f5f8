import { describe, expect, it } from 'vitest';
import { BUILD_STEPS, phaseSeconds } from '../../bench/cold-build.mjs';

describe('the shared cold build', () => {
  it('runs the steps of npm run build, content check first', () => {
    expect(BUILD_STEPS.map(([name]) => name)).toEqual(['check', 'next', 'postbuild']);
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
