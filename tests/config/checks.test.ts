import { describe, expect, it } from 'vitest';
import { levelOutcome, type LevelReport } from '@/lib/config/checks';
import { manualPage } from '@/lib/config/manual';

const report: LevelReport = {
  count: 2,
  heading: 'Loose teacups (2)',
  details: '  - shelf.md:3: cup "blue" has no saucer\n  - shelf.md:9: cup "red" has no saucer',
  setting: 'checks.teacups',
  fix: 'Give each cup a saucer',
  relax: (level) => `set checks.teacups: '${level}' in site.config.ts`,
};

describe('levelOutcome: the one reading of ignore | warn | throw', () => {
  it('fails at throw, lists every problem and offers warn', () => {
    expect(levelOutcome('throw', report)).toEqual({
      fail: true,
      message:
        "Loose teacups (2), the build fails (checks.teacups: 'throw'):\n" +
        '  - shelf.md:3: cup "blue" has no saucer\n  - shelf.md:9: cup "red" has no saucer\n' +
        "Give each cup a saucer, or set checks.teacups: 'warn' in site.config.ts to publish it with a warning.\n" +
        `The checks and their levels: ${manualPage('reference/checks')}`,
    });
  });

  it("warns at warn and offers 'ignore', not the level already set", () => {
    const { message, fail } = levelOutcome('warn', report);
    expect(fail).toBe(false);
    expect(message).toContain("Loose teacups (2), a warning (checks.teacups: 'warn')");
    expect(message).toContain("(or set checks.teacups: 'ignore' in site.config.ts to stop checking).");
    expect(message).not.toContain("checks.teacups: 'warn' in");
    // The manual's page of the checks, not a source file.
    expect(message).toContain(manualPage('reference/checks'));
  });

  it('says nothing at ignore, or without problems, and names its own verdict when given', () => {
    expect(levelOutcome('ignore', report)).toEqual({ message: '', fail: false });
    expect(levelOutcome('throw', { ...report, count: 0 })).toEqual({ message: '', fail: false });
    expect(levelOutcome('throw', { ...report, verdict: 'the build stops' }).message).toContain('the build stops');
  });
});
