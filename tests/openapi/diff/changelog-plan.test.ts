import { describe, expect, it } from 'vitest';
import { changelogRoutes, planChangelog, PART_CHANGES, versionBadges, type VersionOperations } from '@/lib/openapi/diff/changelog-plan';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import { changelogFeedFiles } from '@/lib/openapi/diff/feed';
import type { Json } from '@/lib/openapi/model/resolve';

const ok = { '200': { description: 'ok' } };
const doc = (paths: Json): Json => ({ openapi: '3.1.0', info: { title: 'Kettles', version: '1' }, paths });
const op = (extra: Json = {}) => ({ tags: ['kettles'], responses: ok, ...extra });

/** What a version's reference tells the plan: each operation's title, tag and href. */
function version(name: string, d: Json): VersionOperations {
  const operations: VersionOperations['operations'] = new Map();
  for (const [path, item] of Object.entries(d.paths as Json)) for (const method of Object.keys(item as Json)) operations.set(`operation ${method} ${path}`, { title: `${method} ${path}`, tag: 'kettles', href: `/api/k/${name}#operation/${method}${path}` });
  return { version: { name, label: name, route: `/api/k/${name}` }, operations };
}

const v1 = doc({ '/kettles': { get: op() }, '/old': { get: op() } });
const v2 = doc({ '/kettles': { get: op() }, '/cups': { get: op() } });
const v3 = doc({ '/kettles': { get: op({ deprecated: true }) }, '/cups': { get: op() } });
const api = { id: 'k', route: '/api/k', title: 'Kettles' };
const plan = planChangelog(api, [version('v3', v3), version('v2', v2), version('v1', v1)], [diffDocuments(v2, v3), diffDocuments(v1, v2)]);

describe('changelog plan', () => {
  it('lists pairs newest first, each operation with links into both versions', () => {
    expect(plan.pairs.map((p) => p.anchor)).toEqual(['v2-v3', 'v1-v2']);
    const [kettles] = plan.pairs[0]!.operations;
    expect(kettles).toMatchObject({ status: 'changed', beforeHref: '/api/k/v2#operation/get/kettles', afterHref: '/api/k/v3#operation/get/kettles', anchor: 'v2-v3/get-kettles' });
    const added = plan.pairs[1]!.operations.find((o) => o.status === 'added')!;
    expect(added.beforeHref).toBeUndefined();
    expect(added.afterHref).toBe('/api/k/v2#operation/get/cups');
  });

  it('shows a small pair on the changelog page itself: one route', () => {
    expect(changelogRoutes(plan)).toEqual([{ route: '/api/k/changelog' }]);
  });

  it('splits a large pair into parts of at most PART_CHANGES changes, never cutting an operation', () => {
    const props = (n: number, prefix: string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { type: 'string' }]));
    const reply = (p: Json) => op({ responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: p } } } } } });
    const paths = (prefix: string) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`/p${i}`, { get: reply(props(90, prefix)) }]));
    const a = doc(paths('a'));
    const b = doc(paths('b'));
    const big = planChangelog(api, [version('v2', b), version('v1', a)], [diffDocuments(a, b)]);
    const pair = big.pairs[0]!;
    expect(pair.counts.changes).toBe(12 * 180);
    expect(pair.parts.length).toBeGreaterThan(1);
    for (const part of pair.parts) expect(part.operations.reduce((n, o) => n + o.changes.length, 0)).toBeLessThanOrEqual(PART_CHANGES);
    expect(pair.parts.flatMap((p) => p.operations)).toEqual(pair.operations);
    expect(changelogRoutes(big).map((r) => r.route)).toEqual(['/api/k/changelog', '/api/k/changelog/v2', ...pair.parts.slice(1).map((_, i) => `/api/k/changelog/v2/${i + 2}`)]);
    expect(pair.tags).toEqual([{ name: 'kettles', operations: 12, changes: 12 * 180, breaking: 12 * 90, route: '/api/k/changelog/v2' }]);
  });

  it('badges: "Added in" from the version that added it, "Changed in" from its last change, none for what was always there', () => {
    const badge = (v: string, id: string) => versionBadges(plan, v).get(id);
    expect(badge('v1', 'operation get /kettles')).toBeUndefined();
    expect(badge('v2', 'operation get /cups')).toMatchObject({ kind: 'added', version: 'v2', href: '/api/k/changelog#v1-v2/get-cups' });
    expect(badge('v3', 'operation get /cups')).toMatchObject({ kind: 'added', version: 'v2' });
    expect(badge('v2', 'operation get /kettles')).toBeUndefined();
    expect(badge('v3', 'operation get /kettles')).toMatchObject({ kind: 'changed', version: 'v3' });
  });

  it('feeds: one item per pair in RSS, Atom and JSON Feed', () => {
    const files = changelogFeedFiles(plan, { siteTitle: 'Site', copyright: 'c', absolute: (r) => `https://x.test${r}`, dateOf: () => new Date('2026-01-02T00:00:00Z') });
    expect(files.map((f) => f.route)).toEqual(['/api/k/changelog/rss.xml', '/api/k/changelog/atom.xml', '/api/k/changelog/feed.json']);
    expect(files[0]!.content.match(/<item>/g)).toHaveLength(2);
    expect(files[1]!.content.match(/<entry>/g)).toHaveLength(2);
    const json = JSON.parse(files[2]!.content) as { items: { title: string; url: string }[] };
    expect(json.items.map((i) => i.title)).toEqual(['v3 (from v2): 1 changes, 0 breaking', 'v2 (from v1): 2 changes, 1 breaking']);
    expect(json.items[0]!.url).toBe('https://x.test/api/k/changelog#v2-v3');
  });
});
