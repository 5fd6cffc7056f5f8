import { describe, expect, it } from 'vitest';
import { devProcessRole, parseProcStat } from '../../bench/dev-loop.mjs';

// bench:dev says where the dev server's CPU time goes (issue 29): each process's /proc stat line,
// its own and its ended children's time, summed by role.

describe('bench:dev CPU per process', () => {
  it('reads the process group and user+system seconds, with ended children, past a command name with spaces', () => {
    const fields = ['S', '10', '4242', '4242', '0', '-1', '0', '1', '0', '0', '0', '150', '50', '30', '20', '20', '0'];
    expect(parseProcStat(`4250 (next-server (v16)) ${fields.join(' ')}`)).toEqual({ pgrp: 4242, cpuSeconds: 2.5 });
  });

  it('names the watcher, Next and its generateStaticParams processes', () => {
    expect(devProcessRole('node --require tsx/preflight.cjs --import tsx/esm scripts/dev.ts --port 3000')).toBe('watcher');
    expect(devProcessRole('node scripts/run-bundled.mjs scripts/dev.ts --port 3000')).toBe('watcher');
    expect(devProcessRole('next-server (v16.0.1)')).toBe('next');
    expect(devProcessRole('node /p/node_modules/next/dist/compiled/jest-worker/processChild.js')).toBe('static paths');
    expect(devProcessRole('npm run dev')).toBe('other');
  });
});
