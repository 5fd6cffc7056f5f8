import { describe, expect, it } from 'vitest';
import { checkPage, levelOutcome, type LevelReport } from '@/lib/config/checks';
import { manualPage } from '@/lib/config/manual';
import { ContentError } from '@/lib/errors/build-error';
import { reportProblem } from '@/lib/errors/levels';
import { normalizeTags } from '@/lib/content/tags';

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
        `The check and its levels: ${manualPage('reference/checks#checksteacups')}`,
    });
  });

  it("warns at warn and offers 'ignore', not the level already set", () => {
    const { message, fail } = levelOutcome('warn', report);
    expect(fail).toBe(false);
    expect(message).toContain("Loose teacups (2), a warning (checks.teacups: 'warn')");
    expect(message).toContain("(or set checks.teacups: 'ignore' in site.config.ts to stop checking).");
    expect(message).not.toContain("checks.teacups: 'warn' in");
    // The check's own section of the manual's checks page, not a source file.
    expect(message.split('\n').at(-1)).toBe(`The check and its levels: ${checkPage('checks.teacups')}`);
    expect(levelOutcome('warn', { ...report, setting: 'validateExamples', check: 'apis[].validateExamples' }).message).toContain(
      manualPage('reference/checks#apisvalidateexamples'),
    );
  });

  it('says nothing at ignore, or without problems, and names its own verdict when given', () => {
    expect(levelOutcome('ignore', report)).toEqual({ message: '', fail: false });
    expect(levelOutcome('throw', { ...report, count: 0 })).toEqual({ message: '', fail: false });
    expect(levelOutcome('throw', { ...report, verdict: 'the build stops' }).message).toContain('the build stops');
  });
});

describe("the content checks' messages (reportProblem with a check's trailer)", () => {
  const trailer = `The check and its levels: ${checkPage('checks.duplicateRoutes')}`;
  const problem = () => new ContentError('docs/a.md', 3, 'the route /docs/a is also used by docs/b.md', { fix: 'change a slug' });

  it('end with the link to their section at every level that speaks, on a line of its own', () => {
    const warned: string[] = [];
    const logged: string[] = [];
    reportProblem('warn', problem(), (line) => warned.push(line), ' (checks.duplicateRoutes)', trailer);
    reportProblem('log', 'a plain sentence', { warn: () => undefined, log: (line) => logged.push(line) }, '', trailer);
    expect(warned).toEqual([
      `Warning: docs/a.md:3: the route /docs/a is also used by docs/b.md. change a slug (checks.duplicateRoutes)\n${trailer}`,
    ]);
    expect(logged).toEqual([`a plain sentence\n${trailer}`]);
    expect(() => reportProblem('throw', problem(), () => undefined, '', trailer)).toThrow(
      new ContentError('docs/a.md', 3, 'the route /docs/a is also used by docs/b.md', { fix: `change a slug\n${trailer}` }).message,
    );
    expect(() => reportProblem('throw', 'a plain sentence', () => undefined, '', trailer)).toThrow(`a plain sentence\n${trailer}`);
  });

  it("name the check's section: a doc's undeclared tags link docs.onInlineTags", () => {
    const ctx = { routeBase: '/docs', tagsFile: {}, tagsFileName: 'docs/tags.yml', file: 'docs/a.md', line: 2 };
    const warned: string[] = [];
    normalizeTags(['tea'], { ...ctx, onInlineTags: 'warn', warn: (line) => warned.push(line) });
    expect(warned).toHaveLength(1);
    expect(warned[0]!.split('\n').at(-1)).toBe(`The check and its levels: ${checkPage('docs.onInlineTags')}`);
    expect(() => normalizeTags(['tea'], { ...ctx, onInlineTags: 'throw' })).toThrow(checkPage('docs.onInlineTags'));
  });
});
