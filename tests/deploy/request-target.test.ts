import { describe, expect, it } from 'vitest';
import { decodePath, encodePath, splitTarget } from '../../scripts/lib/request-target.mjs';

describe('splitTarget', () => {
  it('splits origin-form and absolute-form targets into the encoded path and the query', () => {
    expect(splitTarget('/a/b%20c?x=1&y')).toEqual({ path: '/a/b%20c', search: '?x=1&y' });
    expect(splitTarget('//evil.example/x')).toEqual({ path: '//evil.example/x', search: '' });
    expect(splitTarget('http://site.example:8080/a?b')).toEqual({ path: '/a', search: '?b' });
    expect(splitTarget('HTTPS://site.example?b')).toEqual({ path: '/', search: '?b' });
  });

  it('refuses what names no path', () => {
    for (const target of ['http://[/', 'http://[', '*', 'site.example:443', 'ftp://site.example/', '/a#b', '/a b', '', '/é']) {
      expect(splitTarget(target), target).toBeUndefined();
    }
  });
});

describe('decodePath', () => {
  it('decodes, resolves dot segments and merges slashes as nginx does, keeping a trailing slash', () => {
    expect(decodePath('/demo/%C4%80.html')).toBe('/demo/Ā.html');
    expect(decodePath('/.//evil.example/x.html')).toBe('/evil.example/x.html');
    expect(decodePath('/%2fevil.example/x.html')).toBe('/evil.example/x.html');
    expect(decodePath('/a/b/%2e%2e/c/')).toBe('/a/c/');
    expect(decodePath('/a/.')).toBe('/a/');
    expect(decodePath('/')).toBe('/');
    expect(decodePath('/a/..')).toBe('/');
  });

  it('refuses escapes that are no UTF-8, control characters, backslashes and climbing above the root', () => {
    for (const path of ['/%ff', '/%E0%A4', '/a%0d%0ab', '/%00', '/%5cevil.example', '/\\evil.example', '/..', '/a/../../b']) {
      expect(decodePath(path), path).toBeUndefined();
    }
  });
});

describe('encodePath', () => {
  it('encodes what a path segment cannot hold and reads back as the same path', () => {
    for (const path of ['/Ā/a b?c#d%e', '/a:b@c;d=e,f$g&h+i', '/x/']) {
      expect(decodePath(encodePath(path))).toBe(path);
    }
    expect(encodePath('/a:b/Ā c')).toBe('/a:b/%C4%80%20c');
  });
});
