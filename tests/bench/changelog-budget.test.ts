import { describe, expect, it } from 'vitest';
import { compareChangelog, renderChangelog } from '../../bench/lib.mjs';

// bench/api-changelog.mjs's numbers against bench/budgets.json "changelog".
const run = {
  pair: '@octokit/openapi 18.0.0 → 23.0.2',
  operations: { before: 1000, after: 1223 },
  seconds: 2.1,
  changes: 5615,
  breaking: 1392,
  operationsChanged: 595,
  engine: { added: 300, removed: 77 },
  independent: { added: 300, removed: 77 },
  countsMatch: true,
  pages: 16,
  largestPage: { route: '/api/github/changelog/23.0.2/6', bytes: 321_551 },
  pagesOver1MB: 0,
};
const budgets = { changelog: { maxSeconds: 10, maxPageBytes: 1_000_000 } };

describe('changelog bench budgets', () => {
  it('passes a run within its budgets and reports it in one line', () => {
    expect(compareChangelog(run, budgets)).toEqual([]);
    expect(renderChangelog(run)).toContain('added 300 / removed 77 (direct count 300 / 77)');
  });
  it('fails a slow run, a page over 1 MB, and counts that differ from the direct count', () => {
    const bad = {
      ...run,
      seconds: 12,
      largestPage: { route: '/x', bytes: 1_200_000 },
      countsMatch: false,
      engine: { added: 299, removed: 77 },
    };
    expect(compareChangelog(bad, budgets).map((f) => f.check)).toEqual(['seconds', 'largestPageBytes', 'countsMatch']);
  });
  it('fails a run that did not complete', () => {
    expect(compareChangelog({ error: 'exited 1' }, budgets)).toMatchObject([{ route: 'changelog', check: 'completed' }]);
  });
});
