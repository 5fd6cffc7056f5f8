import { describe, expect, it } from 'vitest';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import type { Json } from '@/lib/openapi/model/resolve';

// Scopes compared as sets per scheme: fewer asked of a token breaks nobody, one more does.
const api = (security: Json[]): Json => ({ openapi: '3.1.0', info: { title: 'Kettles', version: '1' }, paths: { '/kettles': { get: { security, responses: { '200': { description: 'ok' } } } } } });
const said = (before: Json[], after: Json[]) => diffDocuments(api(before), api(after)).changes.map((c) => `${c.rule} (${c.breaking ? 'breaking' : 'fine'}): ${c.message}`);

describe('security scopes', () => {
  it('a scope dropped is not breaking, one added is', () => {
    expect(said([{ oauth: ['boil', 'pour'] }], [{ oauth: ['boil'] }])).toEqual(['security-scope-removed (fine): security oauth: scope pour no longer required (oauth[boil, pour] → oauth[boil])']);
    expect(said([{ oauth: ['boil'], key: [] }], [{ key: [], oauth: ['boil', 'descale'] }])).toEqual(['security-scope-added (breaking): security oauth: scope descale now required (key + oauth[boil] → key + oauth[boil, descale])']);
  });

  it('pairs identical alternatives first, so a dropped alternative is still a removal', () => {
    expect(said([{ oauth: ['boil'] }, { oauth: ['admin'] }], [{ oauth: ['boil'] }])).toEqual(['security-removed (breaking): security oauth[admin] removed']);
  });
});
