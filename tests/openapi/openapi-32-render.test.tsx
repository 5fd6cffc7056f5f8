import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { externalHref } from '@/components/api/media-extras';
import { methodBadgeHtml } from '@/components/api/method-badge';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { apiMarkdown } from '@/lib/postbuild/api-markdown';
import { recordsFromApi } from '@/lib/search/api-records';

// The 3.2 fixture of the test build (tests/openapi/fixtures/v32/notes.yaml) as the page, the
// Markdown twin and the search records show it.
async function notes() {
  const { document } = await loadSpec('tests/openapi/fixtures/v32/notes.yaml');
  return buildApiModel(document);
}

async function page(): Promise<string> {
  const model = await notes();
  const tree = createElement(SecondaryMenuProvider, null, createElement(ApiReference, { model, label: 'Field Notes', downloadHref: '/notes.yaml', downloadName: 'notes.yaml', route: '/api/corpus/stream' }));
  return new Response((await prerender(tree)).prelude).text();
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('the 3.2 reference page', () => {
  it('shows QUERY and additional methods as badges and sections, querystring, streams and the 3.2 fields', async () => {
    const html = await page();
    expect(html).toMatch(/<span class="[^"]*" data-method="query"[^>]*>QUERY<\/span>/);
    expect(html).toMatch(/data-method="COPY" title="COPY">COPY<\/span>/);
    expect(html).toContain('id="operation/searchNotes"');
    const shown = text(html);
    expect(shown).toContain('Query string');
    expect(shown).toContain('Example: ?topic=herons&pinned=true&label=dawn&label=river');
    expect(shown).toContain('Serialised as application/x-www-form-urlencoded');
    expect(shown).toContain('A stream of NoteChange');
    expect(shown).toContain('A stream of Note');
    expect(shown).toContain('Production https://notes.example.com/v1');
    expect(shown).toContain('An event per change');
    expect(shown).toMatch(/notebookKey apiKey deprecated/);
    expect(shown).toContain('deviceAuthorizationUrl: https://notes.example.com/oauth/device');
    expect(html).toContain('<a href="https://notes.example.com/archive/last-season.csv" rel="noopener noreferrer nofollow">');
    // The SSE sample, as the reader copies it.
    expect(shown).toContain('event: written');
    expect(shown).toContain('curl https://notes.example.com/v1/notes \\ --request QUERY');
  });

  it('never makes a link of an external example that is not a web address, nor markup of a method name', () => {
    expect(externalHref('javascript:alert(1)')).toBeUndefined();
    expect(externalHref('./archive.csv')).toBeUndefined();
    expect(externalHref('https://notes.example.com/a.csv')).toBe('https://notes.example.com/a.csv');
    const badge = methodBadgeHtml('<img src=x onerror=alert(1)>');
    expect(badge).not.toContain('<img');
    expect(badge).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the 3.2 Markdown twin and search records', () => {
  it('the twin has the QUERY and COPY operations, querystring, streams, server names, summaries and security', async () => {
    const twin = apiMarkdown(await notes(), 'https://docs.example.com/api/corpus/stream');
    for (const line of [
      '### QUERY /notes — Search notes with a filter body',
      '### COPY /notes/{noteId} — Copy a note',
      'Query string:',
      '- `filter` (NoteListQuery, optional, in querystring): Example: `?topic=herons&pinned=true&label=dawn&label=river`.',
      '  - Serialised as `application/x-www-form-urlencoded`.',
      '    - A stream of NoteChange:',
      '    - A stream of Note:',
      'event: written',
      '- **200**: An event per change. The connection stays open',
      '- Production: https://notes.example.com/v1',
      '- **notebookKey** (apiKey; deprecated;',
      'flow deviceAuthorization (deviceAuthorizationUrl: https://notes.example.com/oauth/device, tokenUrl: https://notes.example.com/oauth/token, scopes: notes:read, notes:write)',
      'oauth2MetadataUrl: https://notes.example.com/.well-known/oauth-authorization-server',
      "  - Example lastSeason (Last season's notes): <https://notes.example.com/archive/last-season.csv>",
    ]) expect(twin).toContain(line);
  });

  it('search finds the QUERY operation by its method and its body fields, and a stream by its items', async () => {
    const records = recordsFromApi({ route: '/api/corpus/stream' }, await notes());
    const search = records.find((r) => r.title === 'Search notes with a filter body')!;
    expect(search).toMatchObject({ url: '/api/corpus/stream#operation/searchNotes', context: 'Field Notes › QUERY /notes', terms: 'searchNotes QUERY /notes' });
    expect(search.names.split(' ')).toContain('writtenBefore');
    expect(search.text).toContain('Matching notes');
    const follow = records.find((r) => r.title === 'Follow note changes')!;
    expect(follow.names.split(' ')).toEqual(expect.arrayContaining(['event', 'data', 'title']));
    expect(records.find((r) => r.title === 'List notes')!.names.split(' ')).toEqual(expect.arrayContaining(['filter', 'topic', 'label']));
    expect(records.find((r) => r.title === 'Copy a note')!.terms).toBe('copyNote COPY /notes/{noteId}');
  });
});
