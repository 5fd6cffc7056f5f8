import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapFavicon } from '@/lib/import/docusaurus/map-config';
import { DEFAULT_ICON_ROUTE, siteIcon } from '@/lib/site/site-icon';

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the site icon link', () => {
  it("is the product's SVG icon when the config names none", () => {
    expect(siteIcon(undefined)).toEqual({ href: DEFAULT_ICON_ROUTE, type: 'image/svg+xml', sizes: 'any' });
  });

  it("is the config's favicon, with the media type of its extension (none for one it does not know)", () => {
    expect(siteIcon('/img/favicon.ico')).toEqual({ href: '/img/favicon.ico', type: 'image/x-icon' });
    expect(siteIcon('/img/Icon.PNG?v=2')).toEqual({ href: '/img/Icon.PNG?v=2', type: 'image/png' });
    expect(siteIcon('https://cdn.example.com/brand/mark.svg')).toEqual({
      href: 'https://cdn.example.com/brand/mark.svg',
      type: 'image/svg+xml',
      sizes: 'any',
    });
    expect(siteIcon('/favicon')).toEqual({ href: '/favicon' });
  });
});

describe("the importer's favicon", () => {
  function site(files: string[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
    temp.push(dir);
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'icon');
    }
    return dir;
  }

  it("carries Docusaurus' path relative to the base URL as the route of a static folder's file", () => {
    const dir = site(['static/img/favicon.ico', 'assets/brand mark.png']);
    expect(mapFavicon('img/favicon.ico', '/demo', ['static'], dir)).toBe('/img/favicon.ico');
    expect(mapFavicon('/demo/img/favicon.ico', '/demo', ['static'], dir)).toBe('/img/favicon.ico');
    expect(mapFavicon('brand%20mark.png', '', ['static', 'assets'], dir)).toBe('/brand%20mark.png');
    expect(mapFavicon('https://cdn.example.com/i.svg', '', ['static'], dir)).toBe('https://cdn.example.com/i.svg');
  });

  it('does not carry a file no static folder has, nor a URL that is not https, and says what to do', () => {
    const dir = site(['static/img/logo.svg']);
    expect(mapFavicon('img/favicon.ico', '', ['static'], dir)).toEqual({
      why: 'no static folder (static) has /img/favicon.ico',
      todo: expect.stringMatching(/add the icon to static\//),
    });
    expect(mapFavicon('http://example.com/i.ico', '', ['static'], dir)).toMatchObject({ why: 'not an https URL' });
    // A file outside the static folders, even one that exists, is not an icon the export serves.
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'x');
    expect(mapFavicon('../secret.txt', '', ['static'], dir)).toMatchObject({ why: 'not a path inside a static folder' });
    expect(mapFavicon('img/%2e%2e/%2E%2E/secret.txt', '', ['static'], dir)).toMatchObject({ why: 'not a path inside a static folder' });
    // An escaped slash does not make ".." a segment of its own, and still climbs out once decoded.
    expect(mapFavicon('..%2Fsecret.txt', '', ['static'], dir)).toMatchObject({ why: 'not a path inside a static folder' });
    expect(mapFavicon('img%2F..%2F..%2Fsecret.txt', '', ['static'], dir)).toMatchObject({ why: 'not a path inside a static folder' });
    // A malformed escape is a name like any other, not a crash of the import.
    expect(mapFavicon('img/%E0%A4%A.ico', '', ['static'], dir)).toMatchObject({ why: 'no static folder (static) has /img/%E0%A4%A.ico' });
  });
});
