import { describe, expect, it, vi } from 'vitest';
import { SiteConfigError } from '@/lib/config/schema';
import { VersionCutError } from '@/lib/content/version-cut';
import { BuildError, ContentError, isBuildError } from '@/lib/errors/build-error';
import { reportProblem } from '@/lib/errors/levels';
import { frontMatterLine } from '@/lib/errors/source-lines';
import { BreakingChangeError } from '@/lib/openapi/diff/check';
import { OpenApiExampleError, OpenApiSpecError } from '@/lib/openapi/load/errors';

describe('the BuildError family', () => {
  it('holds every error a writer fixes, and nothing else', () => {
    const family = [
      new ContentError('docs/a.md', 3, 'bad'),
      new SiteConfigError('bad'),
      new OpenApiSpecError('openapi/a.yaml', [{ pointer: '/paths', message: 'bad' }]),
      new OpenApiExampleError('bad'),
      new BreakingChangeError('bad'),
      new VersionCutError('bad'),
    ];
    for (const error of family) expect(isBuildError(error), error.name).toBe(true);
    for (const other of [new Error('bug'), new TypeError('bug'), 'text', undefined, { message: 'x' }])
      expect(isBuildError(other)).toBe(false);
  });

  it('recognises an error made by another copy of the module (tsx and the bundler each load one)', () => {
    const foreign = Object.assign(new Error('docs/a.md: bad'), { [Symbol.for('api-docs-site.build-error')]: true });
    expect(isBuildError(foreign)).toBe(true);
  });

  it('writes file:line, the problem and the fix as one message', () => {
    expect(new ContentError('blog/p.md', 4, 'unknown author "x"', { fix: 'Add it to authors.yml' }).message).toBe(
      'blog/p.md:4: unknown author "x". Add it to authors.yml',
    );
    expect(new ContentError('blog/p.md', undefined, 'no date').message).toBe('blog/p.md: no date');
  });
});

describe('reportProblem: the one ignore | log | warn | throw handler', () => {
  it('acts at each level', () => {
    const warn = vi.fn();
    const log = vi.fn();
    reportProblem('ignore', 'a', { warn, log });
    expect(warn).not.toHaveBeenCalled();
    reportProblem('log', 'b', { warn, log }, ' (setting)');
    expect(log).toHaveBeenCalledWith('b (setting)');
    reportProblem('warn', new ContentError('f.md', 2, 'c'), warn);
    expect(warn).toHaveBeenCalledWith('Warning: f.md:2: c');
    const error = new ContentError('f.md', 2, 'd');
    expect(() => reportProblem('throw', error, warn)).toThrow(error);
  });

  it('throws a sentence as a BuildError, so commands print it without a stack', () => {
    let thrown: unknown;
    try {
      reportProblem('throw', 'docs/a.md: broken link');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BuildError);
    expect(isBuildError(thrown)).toBe(true);
  });
});

describe('frontMatterLine', () => {
  it('finds plain and quoted keys, with or without the leading line break, CRLF too', () => {
    expect(frontMatterLine('\ntitle: A\ntags: [a]\n', 'tags')).toBe(3);
    expect(frontMatterLine('title: A\r\n"slug": x\r\n', 'slug')).toBe(3);
    expect(frontMatterLine("'date': 2024-01-01", 'date')).toBe(2);
  });

  it('gives no line for a key the front matter does not write at the top level', () => {
    expect(frontMatterLine('title: A\n  tags: nested\n', 'tags')).toBeUndefined();
    expect(frontMatterLine(undefined, 'tags')).toBeUndefined();
    expect(frontMatterLine('title: A', 0)).toBeUndefined();
  });
});
