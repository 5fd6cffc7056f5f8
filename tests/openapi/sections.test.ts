import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { planPages } from '@/lib/openapi/pages/pages';
import { flatSections, referenceSections } from '@/lib/openapi/model/sections';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { recordsFromApi } from '@/lib/search/api-records';

// An OpenAPI 3.2 document built in memory (the loader's 3.2 support is another part of the work):
// nested tags (`parent`), short labels (`summary`), tags of other kinds (`kind`).
const get = (operationId: string, tags: string[]) => ({ get: { operationId, tags, responses: { '200': { description: 'ok' } } } });
const doc32 = {
  openapi: '3.2.0',
  info: { title: 'Greenhouse', version: '1' },
  tags: [
    { name: 'plants', summary: 'Plants', description: 'Everything that grows.' },
    { name: 'plants-herbs', summary: 'Herbs', parent: 'plants' },
    { name: 'plants-herbs-mint', summary: 'Mint', parent: 'plants-herbs' },
    { name: 'beta', kind: 'badge', summary: 'Beta' },
    { name: 'partners', kind: 'audience' },
    { name: 'loop-a', parent: 'loop-b' },
    { name: 'loop-b', parent: 'loop-a' },
    { name: 'orphan', parent: 'nowhere' },
    { name: 'empty-parent', summary: 'Nothing here' },
  ],
  paths: {
    '/herbs': get('listHerbs', ['beta', 'plants-herbs']),
    '/mint': get('getMint', ['plants-herbs-mint', 'partners']),
    '/loops': get('loop', ['loop-a', 'loop-b']),
    '/orphans': get('orphan', ['orphan']),
    '/labels-only': get('labelled', ['beta']),
  },
};

describe('the reference sections of a 3.2 document', () => {
  const model = buildApiModel(structuredClone(doc32));
  const sections = referenceSections(model);

  it('nests tags under their parents, a parent without operations of its own as a heading', () => {
    const plants = sections.find((section) => section.name === 'plants')!;
    expect(plants.title).toBe('Plants');
    expect(plants.operations).toEqual([]);
    expect(plants.children.map((child) => child.title)).toEqual(['Herbs']);
    expect(plants.children[0]!.children.map((child) => child.title)).toEqual(['Mint']);
    expect(plants.children[0]!.operations.map((op) => op.id)).toEqual(['listHerbs']);
  });

  it('leaves out a parent that closes a loop or names no tag, and tags that hold nothing', () => {
    const top = sections.map((section) => section.name);
    expect(top).toContain('orphan');
    expect(top).not.toContain('empty-parent');
    const loops = flatSections(sections).filter(({ section }) => section.name.startsWith('loop-'));
    expect(loops).toHaveLength(2);
    expect(loops.every(({ section, depth }) => depth <= 1 && section.operations.length === 1)).toBe(true);
  });

  it('makes sidebar groups of navigation tags only: other kinds label the operations', () => {
    const names = flatSections(sections).map(({ section }) => section.name);
    expect(names).not.toContain('beta');
    expect(names).not.toContain('partners');
    const ops = model.tags.flatMap((tag) => tag.operations);
    expect(ops.find((op) => op.id === 'listHerbs')!.labels).toEqual([{ kind: 'badge', name: 'beta', title: 'Beta' }]);
    expect(ops.find((op) => op.id === 'getMint')!.labels).toEqual([{ kind: 'audience', name: 'partners', title: 'partners' }]);
    // Only labels: listed with the untagged operations.
    expect(sections.find((section) => section.name === 'Other operations')!.operations.map((op) => op.id)).toEqual(['labelled']);
  });

  it('search records name a tag by its summary, in the context of its parents', () => {
    const records = recordsFromApi({ route: '/api/g' }, model);
    const mint = records.find((record) => record.title === 'Mint')!;
    expect(mint.context).toBe('Greenhouse › Plants › Herbs');
    expect(mint.url).toBe('/api/g#tag/plants-herbs-mint');
  });
});

describe('x-tagGroups', () => {
  it('puts grouped tags under their groups, first, and keeps an ungrouped tag after them', async () => {
    const { document } = await loadSpec('tests/openapi/fixtures/tag-groups.yaml');
    const model = planPages(buildApiModel(document), { route: '/api/x', splitAbove: 100, basePath: '' });
    const outline = flatSections(referenceSections(model)).map(({ section, depth }) => `${'  '.repeat(depth)}${section.kind} ${section.title}`);
    expect(outline).toEqual(['group Growing', '  tag Trees', '  tag harvests', 'group Storing', '  tag crates', 'tag Other operations', 'schemas Schemas']);
    expect(model.tagGroups).toEqual([{ name: 'Growing', anchor: 'group/Growing' }, { name: 'Storing', anchor: 'group/Storing' }]);
  });
});
