import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the git processes a doc's last update costs: one `git log` per file took 9 ms, 10 of the content
// check's 45 CPU s on 1,000 docs that git does not track (issue 29).
const calls = vi.hoisted(() => ({ git: [] as string[] }));
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  return {
    ...actual,
    execFileSync: ((command: string, args: string[], options: object) => {
      if (command === 'git') calls.git.push(args[0]!);
      return actual.execFileSync(command, args, options);
    }) as typeof actual.execFileSync,
  };
});

const { gitLastUpdate } = await import('@/lib/content/last-updated');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
const repo = path.join(root, 'site');
const run = (date: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Ada Writer', '-c', 'user.email=ada@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: repo,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
fs.mkdirSync(path.join(repo, 'docs', 'guides'), { recursive: true });
fs.writeFileSync(path.join(repo, 'docs', 'intro.md'), '# Intro\n');
run('', 'init', '-q');
run('', 'add', 'docs/intro.md');
run('2026-11-20T10:00:00Z', 'commit', '-q', '-m', 'intro');
for (let i = 1; i <= 5; i++) fs.writeFileSync(path.join(repo, 'docs', 'guides', `generated-${i}.md`), `# ${i}\n`);
const outside = path.join(root, 'outside');
fs.mkdirSync(outside);
fs.writeFileSync(path.join(outside, 'doc.md'), '# Doc\n');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  calls.git = [];
});

describe('gitLastUpdate', () => {
  it("gives a committed doc its last commit's date and author", () => {
    expect(gitLastUpdate(path.join(repo, 'docs', 'intro.md'))).toEqual({ date: '2026-11-20T10:00:00.000Z', author: 'Ada Writer' });
  });

  it('asks git nothing more per doc it does not track, and none for a site outside any repository', () => {
    gitLastUpdate(path.join(repo, 'docs', 'intro.md'));
    calls.git = [];
    for (let i = 1; i <= 5; i++) expect(gitLastUpdate(path.join(repo, 'docs', 'guides', `generated-${i}.md`))).toBeUndefined();
    // The guides folder is in the intro's repository, found already, whose list of tracked files was read for the intro.
    expect(calls.git).toEqual([]);
    calls.git = [];
    expect(gitLastUpdate(path.join(outside, 'doc.md'))).toBeUndefined();
    expect(gitLastUpdate(path.join(outside, 'doc.md'))).toBeUndefined();
    expect(calls.git).toEqual([]);
  });

  it('asks git where the repository is once per repository, not once per folder of docs, and never outside one', () => {
    // Twenty folders of docs, as a large site has hundreds: 400 `git rev-parse` for 10,000 generated docs.
    const folders = (under: string) =>
      Array.from({ length: 20 }, (_, i) => {
        const dir = path.join(under, 'docs', 'many', `topic-${i}`);
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, 'guide.md'), `# ${i}\n`);
        return path.join(dir, 'guide.md');
      });
    const inRepo = folders(repo);
    const outsideAny = folders(outside);
    calls.git = [];
    for (const file of inRepo) expect(gitLastUpdate(file)).toBeUndefined();
    expect(calls.git.filter((command) => command === 'rev-parse').length).toBeLessThanOrEqual(1);
    calls.git = [];
    for (const file of outsideAny) expect(gitLastUpdate(file)).toBeUndefined();
    expect(calls.git).toEqual([]);
  });

  it('sees a doc committed after the list was read (a development server runs on)', () => {
    const file = path.join(repo, 'docs', 'guides', 'generated-1.md');
    expect(gitLastUpdate(file)).toBeUndefined();
    run('', 'add', 'docs/guides/generated-1.md');
    run('2026-11-21T10:00:00Z', 'commit', '-q', '-m', 'guide');
    expect(gitLastUpdate(file)).toEqual({ date: '2026-11-21T10:00:00.000Z', author: 'Ada Writer' });
  });
});
