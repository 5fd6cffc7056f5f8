import { describe, expect, it } from 'vitest';
import { compareTryIt } from '../../bench/lib.mjs';

const budgets = { tryIt: { maxOpenGzipKB: 30, maxConsoleBytesBeforeClick: 0 } };
const measured = (clickGzip: number, before = 0, files = 1) => ({
  click: { files: Array.from({ length: files }, () => ({ file: '/c.js' })), js: { raw: 0, gzip: clickGzip }, css: { raw: 0, gzip: 0 } },
  consoleBytesBeforeClick: before,
});

describe('compareTryIt', () => {
  it('passes a console that loads on click within 30 KiB gzip', () => {
    expect(compareTryIt(measured(9 * 1024), budgets)).toEqual([]);
  });

  it('fails a console over 30 KiB, one fetched before the click, one that never loads, and a step that did not run', () => {
    expect(compareTryIt(measured(31 * 1024), budgets).map((f: { check: string }) => f.check)).toEqual(['openGzipKB']);
    expect(compareTryIt(measured(1024, 2048), budgets).map((f: { check: string }) => f.check)).toEqual(['consoleBytesBeforeClick']);
    expect(compareTryIt(measured(0, 0, 0), budgets).map((f: { check: string }) => f.check)).toEqual(['consoleLoadsOnClick']);
    expect(compareTryIt({ error: 'no build' }, budgets)[0]).toMatchObject({ check: 'completed', error: 'no build' });
  });

  it('checks nothing without a tryIt budget or a measurement', () => {
    expect(compareTryIt(measured(99 * 1024), {})).toEqual([]);
    expect(compareTryIt(undefined, budgets)).toEqual([]);
  });
});
