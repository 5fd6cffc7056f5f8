import { describe, expect, it } from 'vitest';
import { playwrightFlaky, playwrightTimes, slowestLines, vitestTimes } from '../../scripts/lib/test-report.mjs';

const vitest = {
  testResults: [
    {
      name: '/r/tests/a.test.ts',
      assertionResults: [
        { fullName: 'a fast', duration: 5 },
        { fullName: 'a slow', duration: 9000 },
      ],
    },
    { name: '/r/tests/b.test.ts', assertionResults: [{ fullName: 'b mid', duration: 1200 }] },
  ],
};
const playwright = {
  suites: [
    {
      specs: [{ title: 'top', file: 'x.spec.ts', tests: [{ projectName: 'site', status: 'expected', results: [{ duration: 3000 }] }] }],
      suites: [
        {
          specs: [
            {
              title: 'nested',
              file: 'y.spec.ts',
              tests: [{ projectName: 'variant', status: 'flaky', results: [{ duration: 30000 }, { duration: 4000 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the test report npm test prints', () => {
  it('lists the slowest tests of every runner, slowest first, a retried test at its last run', () => {
    const times = [...vitestTimes(vitest), ...playwrightTimes(playwright, 'e2e')];
    const lines = slowestLines(times, 3);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/9\.0 s\s+unit\s+\/r\/tests\/a\.test\.ts: a slow$/);
    expect(lines[1]).toMatch(/4\.0 s\s+e2e\s+y\.spec\.ts: \[variant\] nested$/);
    expect(lines[2]).toMatch(/3\.0 s\s+e2e\s+x\.spec\.ts: \[site\] top$/);
  });

  it('names the tests that passed only on a retry', () => {
    expect(playwrightFlaky(playwright)).toEqual(['[variant] y.spec.ts: nested']);
  });

  it('reads a missing report as no tests', () => {
    expect(vitestTimes(undefined)).toEqual([]);
    expect(playwrightTimes(undefined, 'e2e')).toEqual([]);
  });
});
