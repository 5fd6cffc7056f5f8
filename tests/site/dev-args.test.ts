import { describe, expect, it } from 'vitest';
import { DEV_HOSTNAME, nextDevArgs, takeLocale } from '../../scripts/lib/dev-args.mjs';

// `npm run dev` hands its arguments to `next dev`, which listens on every interface unless told
// otherwise: the writer's preview must stay on this machine unless they say so.

describe('npm run dev: where next dev listens', () => {
  it('listens on 127.0.0.1 when the arguments name no hostname', () => {
    expect(DEV_HOSTNAME).toBe('127.0.0.1');
    for (const args of [[], ['--port', '4000'], ['-p', '4000', '--turbopack'], ['-h']]) {
      const handed = nextDevArgs(args);
      expect(handed.slice(0, 2), args.join(' ')).toEqual(['--hostname', '127.0.0.1']);
      expect(handed.slice(2)).toEqual(args);
    }
  });

  it('passes a hostname the user names through, in every form next dev reads', () => {
    for (const args of [
      ['--hostname', '0.0.0.0'],
      ['--hostname=::'],
      ['-H', '192.168.1.5', '--port', '4000'],
      ['-H0.0.0.0'],
      ['--port', '4000', '-H', 'localhost'],
    ]) {
      expect(nextDevArgs(args), args.join(' ')).toEqual(args);
    }
  });
});

describe('npm run dev -- --locale <l>', () => {
  it('takes the locale out of the arguments next dev gets, in both spellings', () => {
    expect(takeLocale(['--locale', 'ar', '--port', '3001'])).toEqual({ locale: 'ar', rest: ['--port', '3001'] });
    expect(takeLocale(['--locale=zh-Hans'])).toEqual({ locale: 'zh-Hans', rest: [] });
    expect(takeLocale(['--port', '3001'])).toEqual({ locale: undefined, rest: ['--port', '3001'] });
  });
});
