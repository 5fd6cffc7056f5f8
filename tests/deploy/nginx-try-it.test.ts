import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSiteConf, tryConnectSources, tryLocations } from '../../scripts/lib/nginx-config.mjs';
import type { TryManifest } from '../../scripts/lib/try-proxy.mjs';

// nginx:config with the "Try it" manifest: a proxy location per allowlisted server, a 403 for the
// rest of /_try/, and connect-src naming exactly the enabled servers; without a manifest the
// rendered config is byte for byte what it was before the console existed.

const template = readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8');
const base = { template, basePath: '/demo', root: '/var/www/site', listen: '80', serverName: 'docs.example.com', hashes: new Map<string, string[]>() };
const csp = (conf: string) => conf.split('\n').find((line) => line.includes('add_header Content-Security-Policy')) ?? '';

const manifest: TryManifest = {
  apis: [
    { id: 'word', servers: ['http://127.0.0.1:4181', 'https://api.example/v1'], proxy: true, timeout: 30, maxBodySize: 1048576 },
    { id: 'calc@v1', servers: ['http://127.0.0.1:4181'], proxy: true, timeout: 5, maxBodySize: 2048 },
    { id: 'direct', servers: ['https://direct.example'], proxy: false, timeout: 30, maxBodySize: 1024 },
  ],
};

describe('tryLocations', () => {
  it('writes one location per server of each proxied API, forwarding below the server path with the limits', () => {
    const text = tryLocations(manifest, '/demo');
    expect(text).toContain(
      [
        '    location ^~ /demo/_try/word/1/ {',
        '        proxy_pass https://api.example/v1/;',
        '        proxy_http_version 1.1;',
        '        proxy_ssl_server_name on;',
        '        proxy_ssl_verify on;',
        '        proxy_ssl_trusted_certificate "/etc/ssl/certs/ca-certificates.crt";',
        '        proxy_ssl_verify_depth 3;',
        '        proxy_set_header Cookie $http_x_try_cookie;',
        '        proxy_set_header x-try-cookie "";',
        '        proxy_hide_header Set-Cookie;',
        '        proxy_connect_timeout 30s;',
        '        proxy_send_timeout 30s;',
        '        proxy_read_timeout 30s;',
        '        client_max_body_size 1048576;',
        '        access_log off;',
        '        error_log /dev/null crit;',
        '    }',
      ].join('\n'),
    );
    expect(text).toContain('    location ^~ /demo/_try/word/0/ {\n        proxy_pass http://127.0.0.1:4181/;');
    expect(text).toContain('    location ^~ /demo/_try/calc@v1/0/ {');
    expect(text).toContain('        proxy_read_timeout 5s;');
    expect(text).toContain('        client_max_body_size 2048;');
    expect(text).not.toContain('direct');
    expect(text.match(/proxy_pass /g)).toHaveLength(3);
    expect(text.endsWith('    location ^~ /demo/_try/ {\n        access_log off;\n        return 403;\n    }')).toBe(true);
  });

  it('checks every https upstream certificate (against the given CA bundle) and keeps each proxied request out of both logs', () => {
    const text = tryLocations(manifest, '/demo', '/etc/pki/tls/certs/ca-bundle.crt');
    const blocks = text.split('\n    }').filter((block) => block.includes('proxy_pass'));
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block).toContain('error_log /dev/null crit;');
      expect(block).toContain('access_log off;');
      expect(block.includes('proxy_ssl_verify on;')).toBe(block.includes('proxy_pass https:'));
    }
    expect(text).toContain('proxy_ssl_trusted_certificate "/etc/pki/tls/certs/ca-bundle.crt";');
  });

  it('writes nothing without a manifest', () => {
    expect(tryLocations(undefined, '/demo')).toBe('');
  });

  it('refuses a server or id that would break out of the config', () => {
    const bad = (servers: string[], id = 'x'): TryManifest => ({ apis: [{ id, servers, proxy: true, timeout: 1, maxBodySize: 1 }] });
    expect(() => tryLocations(bad(['https://api.example/a;b']), '')).toThrow(/server "https:\/\/api.example\/a;b" of API "x"/);
    expect(() => tryLocations(bad(["https://api.example/it's"]), '')).toThrow(/cannot go into the nginx config/);
    expect(() => tryLocations(bad(['https://api.example/$host']), '')).toThrow(/cannot go into the nginx config/);
    // What the URL parser percent-encodes is safe as it comes out.
    expect(tryLocations(bad(['https://api.example/{x} y']), '')).toContain('proxy_pass https://api.example/%7Bx%7D%20y/;');
    expect(() => tryLocations(bad(['https://user:pw@api.example']), '')).toThrow(/no credentials/);
    expect(() => tryLocations(bad(['https://api.example'], 'a b'), '')).toThrow(/id "a b"/);
  });
});

describe('tryConnectSources', () => {
  it('lists every enabled server once, an origin or an origin with its path', () => {
    expect(tryConnectSources(manifest)).toEqual(['http://127.0.0.1:4181', 'https://api.example/v1/', 'https://direct.example']);
    expect(tryConnectSources(undefined)).toEqual([]);
  });
});

describe('renderSiteConf with Try it', () => {
  it('puts the servers in connect-src and the locations before the site location', () => {
    const conf = renderSiteConf({ ...base, tryManifest: manifest });
    expect(csp(conf)).toContain("connect-src 'self' http://127.0.0.1:4181 https://api.example/v1/ https://direct.example;");
    expect(conf).toContain('location ^~ /demo/_try/word/0/ {');
    // The server-wide Cache-Control must not call a reader's API response public.
    expect(conf).toContain('    "~^/demo/_try/" "no-store";\n    default "public, max-age=0, must-revalidate";');
    expect(conf).not.toMatch(/\{\{|\}\}/);
    // /x.html → /x redirects everywhere but below _try/, where the path is the API's (a POST stays a POST).
    expect(conf).toContain('if ($request_uri ~ "^(/demo/(?!_try/)[^?]*?)(?:/index)?\\.html(\\?.*)?$") {');
  });

  it("leaves the seed's config exactly as it was when no API enables the console", () => {
    const conf = renderSiteConf(base);
    expect(csp(conf).trim()).toBe(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' $site_script_hashes; style-src 'self'; img-src 'self' data:; frame-src 'self'; ` +
        `font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'" always;`,
    );
    expect(conf).not.toContain('_try');
    expect(conf).not.toContain('proxy_pass');
    expect(renderSiteConf({ ...base, tryManifest: undefined })).toBe(conf);
  });
});
