import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTryTargets, renderSiteConf, tryConnectSources, tryLocations } from '../../scripts/lib/nginx-config.mjs';
import { HIDDEN_RESPONSE_HEADERS, type TryManifest } from '../../scripts/lib/try-proxy.mjs';

// nginx:config with the "Try it" manifest: a proxy location per allowlisted server that forwards only
// the console's requests and sends every answer back sandboxed, a 403 for the rest of /_try/,
// connect-src naming exactly the enabled servers, and a render-time refusal of servers on private
// addresses; without a manifest the rendered config is what it was before the console existed.
// e2e/try-it-sandbox.nginx.smoke.spec.ts runs the rendered config in real nginx.

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
        '        if ($site_try_refused) {',
        '            return 403;',
        '        }',
        '        proxy_pass https://api.example/v1/;',
        '        proxy_http_version 1.1;',
        '        proxy_ssl_server_name on;',
        '        proxy_ssl_verify on;',
        '        proxy_ssl_trusted_certificate "/etc/ssl/certs/ca-certificates.crt";',
        '        proxy_ssl_verify_depth 3;',
        '        proxy_set_header Cookie $http_x_try_cookie;',
        '        proxy_set_header x-try-cookie "";',
        '        proxy_set_header x-try-it "";',
        `        add_header Content-Security-Policy "sandbox; default-src 'none'; frame-ancestors 'none'" always;`,
        '        add_header X-Content-Type-Options "nosniff" always;',
        '        add_header Cache-Control "no-store" always;',
        '        add_header Cross-Origin-Resource-Policy "same-origin" always;',
        '        add_header Referrer-Policy "no-referrer" always;',
        '        proxy_connect_timeout 30s;',
        '        proxy_send_timeout 30s;',
        '        proxy_read_timeout 30s;',
        '        client_max_body_size 1048576;',
        '        keepalive_timeout 0;',
        '        access_log off;',
        '        error_log /dev/null crit;',
        '    }',
      ].join('\n'),
    );
    expect(text).toContain('    location ^~ /demo/_try/word/0/ {\n        if ($site_try_refused) {\n            return 403;\n        }\n        proxy_pass http://127.0.0.1:4181/;');
    expect(text).toContain('    location ^~ /demo/_try/calc@v1/0/ {');
    expect(text).toContain('        proxy_read_timeout 5s;');
    expect(text).toContain('        client_max_body_size 2048;');
    expect(text).not.toContain('/_try/direct/');
    // nginx acts on an upstream's X-Accel-Redirect itself (it serves another location instead): never here.
    expect(text).toContain('\n    proxy_ignore_headers X-Accel-Redirect X-Accel-Expires X-Accel-Limit-Rate X-Accel-Buffering X-Accel-Charset;\n');
    expect(text.match(/proxy_pass /g)).toHaveLength(3);
    expect(text.endsWith('        add_header Referrer-Policy "no-referrer" always;\n        return 403;\n    }')).toBe(true);
    expect(text).toContain('    location ^~ /demo/_try/ {\n        access_log off;\n        error_log /dev/null crit;\n');
    // Hidden once, at server level, for every location (a location's own proxy_hide_header would replace the list).
    for (const name of HIDDEN_RESPONSE_HEADERS) expect(text).toContain(`\n    proxy_hide_header ${name};\n`);
    expect(text.match(/proxy_hide_header/g)).toHaveLength(HIDDEN_RESPONSE_HEADERS.length);
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

describe('checkTryTargets (nginx:config, at render time)', () => {
  const resolved: Record<string, string[]> = { 'api.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'], 'meta.internal.example': ['169.254.169.254'], 'mixed.example': ['93.184.215.14', '10.0.0.5'], 'mapped.example': ['::ffff:127.0.0.1'] };
  const lookup = async (host: string) => {
    if (!resolved[host]) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return resolved[host].map((address) => ({ address }));
  };
  const proxied = (servers: string[], allowPrivate: string[] = []): TryManifest => ({ apis: [{ id: 'word', servers, proxy: true, allowPrivate, timeout: 1, maxBodySize: 1 }] });

  it('passes public servers, and private ones the config allows by name', async () => {
    await expect(checkTryTargets(proxied(['https://api.example/v1']), { lookup })).resolves.toBeUndefined();
    await expect(checkTryTargets(proxied(['http://127.0.0.1:4181'], ['http://127.0.0.1:4181']), { lookup })).resolves.toBeUndefined();
    // Not proxied: the browser calls it, nginx never does.
    await expect(checkTryTargets({ apis: [{ id: 'x', servers: ['http://127.0.0.1:1'], proxy: false, timeout: 1, maxBodySize: 1 }] }, { lookup })).resolves.toBeUndefined();
  });

  it('refuses every loopback, private, link-local or unspecified address, literal or resolved (any of a name\'s), naming API, server and fix', async () => {
    const servers = ['http://127.0.0.1:4181', 'http://localhost:8080', 'http://[::1]:80', 'http://0.0.0.0', 'http://[::ffff:a9fe:a9fe]', 'http://meta.internal.example/latest', 'https://mixed.example', 'http://mapped.example'];
    const check = checkTryTargets(proxied(servers), { lookup });
    await expect(check).rejects.toThrow(/^nginx config: the Try it proxy refuses:\n/);
    const message = await check.then(() => '', (error: Error) => error.message);
    expect(message).toContain('server "http://127.0.0.1:4181" of API "word" is on 127.0.0.1, a loopback address. If it is meant (a local demo server), allow it by name in site.config: tryIt.allowPrivate: ["http://127.0.0.1:4181"]');
    expect(message).toContain('"http://localhost:8080" of API "word" is on localhost, a loopback address');
    expect(message).toContain('"http://0.0.0.0" of API "word" is on 0.0.0.0, a unspecified address');
    expect(message).toContain('is on ::ffff:a9fe:a9fe, a link-local address');
    expect(message).toContain('"http://meta.internal.example/latest" of API "word" is on 169.254.169.254, a link-local address');
    expect(message).toContain('"https://mixed.example" of API "word" is on 10.0.0.5, a private address');
    expect(message).toContain('is on ::ffff:127.0.0.1, a loopback address');
    expect(message.split('\n')).toHaveLength(servers.length + 1);
  });

  it('refuses a server that is the site itself, and one that does not resolve', async () => {
    await expect(checkTryTargets(proxied(['https://docs.example.com/api']), { lookup, serverName: 'docs.example.com www.example.com' })).rejects.toThrow(/"https:\/\/docs\.example\.com\/api" of API "word" is this site/);
    await expect(checkTryTargets(proxied(['https://nowhere.example']), { lookup })).rejects.toThrow(/does not resolve here .*ENOTFOUND/);
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
    // /x.html → /x redirects everywhere but below _try/, as requested or as nginx normalises it (a POST stays a POST).
    expect(conf).toContain('if ($site_redirect_uri ~ "^(/demo/(?!_try/)[^?]*?)(?:/index)?\\.html(\\?.*)?$") {');
    expect(conf).toContain('map $uri $site_redirect_uri {\n    "~^/demo/_try(/|$)" "";\n    default $request_uri;\n}');
    // The server's own access log leaves out every request whose line names the proxy.
    expect(conf).toContain('    access_log "/var/log/nginx/access.log" combined if=$site_try_loggable;');
    expect(renderSiteConf({ ...base, tryManifest: manifest, accessLog: 'off' })).toContain('    access_log off;\n');
    expect(() => renderSiteConf({ ...base, tryManifest: manifest, accessLog: '/var/log/a;b' })).toThrow(/access log/);
    expect(conf).toContain('map "$site_try_not_console$site_try_bad_path$site_try_bad_connection" $site_try_refused {');
  });

  it("leaves the seed's config exactly as it was when no API enables the console", () => {
    const conf = renderSiteConf(base);
    expect(csp(conf).trim()).toBe(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' $site_script_hashes; style-src 'self'; img-src 'self' data:; frame-src 'self'; ` +
        `font-src 'self'; connect-src 'self'; worker-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'" always;`,
    );
    expect(conf).not.toContain('_try');
    expect(conf).not.toContain('proxy_pass');
    expect(conf).not.toContain('access_log');
    expect(conf).toContain('if ($request_uri ~ "^(/demo/[^?]*?)(?:/index)?\\.html(\\?.*)?$") {');
    expect(renderSiteConf({ ...base, tryManifest: undefined })).toBe(conf);
  });
});
