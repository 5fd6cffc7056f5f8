import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';
import { applyOverlay, removalOrder } from '@/lib/openapi/load/overlay';

const dir = 'tests/openapi/fixtures/overlay';
const load = (...overlays: string[]) => loadSpec(`${dir}/spec.yaml`, process.cwd(), { overlays: overlays.map((o) => `${dir}/${o}`) });

type Doc = { info: { description?: string }; tags: { name: string }[]; paths: Record<string, { get: { summary?: string; tags: string[] } }> };

describe('Overlays 1.0', () => {
  it('merges updates into objects and appends to arrays, in order, and lists the overlay files in refs', async () => {
    const { document, refs } = await load('describe.overlay.yaml', 'hide.overlay.yaml');
    const doc = document as unknown as Doc;
    expect(doc.info.description).toBe('Ring, tune and count the bells of the tower.');
    expect(doc.paths['/bells']!.get.summary).toBe('List every bell in the tower');
    expect(doc.paths['/bells']!.get.tags).toEqual(['bells', 'tower']);
    expect(doc.tags.map((t) => t.name)).toEqual(['bells', 'tower']);
    expect(Object.keys(doc.paths)).toEqual(['/bells']);
    expect(refs.map((r) => r.split('/').pop())).toEqual(['describe.overlay.yaml', 'hide.overlay.yaml']);
  });

  it('notes an action whose target matches nothing, by file and index', async () => {
    const { overlayNotes } = await load('hide.overlay.yaml');
    expect(overlayNotes).toEqual([{ file: `${dir}/hide.overlay.yaml`, action: 2, message: expect.stringContaining("matches nothing") }]);
  });

  it('refuses a wrong overlay, naming its file and each action', async () => {
    const error = await load('wrong-shape.overlay.yaml').then(() => new Error("loaded"), (e: unknown) => e as Error);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error.message).toContain(`${dir}/wrong-shape.overlay.yaml#/overlay: must be "1.0.x"`);
    expect(error.message).toContain(`${dir}/wrong-shape.overlay.yaml#/actions/1/target: must be a JSONPath expression`);
    expect(error.message).toContain(`${dir}/wrong-shape.overlay.yaml#/actions/1/upsert: is not an action field`);
  });

  it('refuses a target that is not JSONPath, naming the action', async () => {
    const error = await load('bad-path.overlay.yaml').then(() => new Error("loaded"), (e: unknown) => e as Error);
    expect(error.message).toContain(`${dir}/bad-path.overlay.yaml#/actions/1: target "$.paths[" is not a valid JSONPath`);
  });

  it('validates the document after the overlays: an overlay cannot slip a wrong field in', async () => {
    const error = await load('breaks-spec.overlay.yaml').then(() => new Error("loaded"), (e: unknown) => e as Error);
    expect(error.message).toContain(`${dir}/spec.yaml#/paths/~1bells/get/responses/200`);
  });

  it('refuses an update on a plain value', () => {
    const overlay = { overlay: '1.0.0', info: { title: 't', version: '1' }, actions: [{ target: '$.info.title', update: 'New' }] };
    expect(() => applyOverlay({ info: { title: 'Old' } }, overlay, 'x.overlay.yaml')).toThrow(/x\.overlay\.yaml#\/actions\/0: update cannot apply at info\.title/);
  });

  it('removes matches that nest (an operation and one of its responses), children first', () => {
    const doc = {
      paths: {
        '/gates': {
          get: { 'x-hidden': true, responses: { '200': { description: 'open', 'x-hidden': true }, '404': { description: 'none' } } },
          put: { responses: { '409': { description: 'stuck', 'x-hidden': true }, '200': { description: 'moved' } } },
        },
      },
      tags: [{ name: 'a', 'x-hidden': true }, { name: 'b' }, { name: 'c', 'x-hidden': true, extras: [{ 'x-hidden': true }] }],
    };
    const overlay = { overlay: '1.0.0', info: { title: 'hide', version: '1' }, actions: [{ target: '$..[?@["x-hidden"] == true]', remove: true }] };
    expect(applyOverlay(doc, overlay, 'hide.overlay.yaml')).toEqual([]);
    expect(doc).toEqual({ paths: { '/gates': { put: { responses: { '200': { description: 'moved' } } } } }, tags: [{ name: 'b' }] });
  });

  it('orders removals deepest first, array items last-first, each node once', () => {
    expect(removalOrder([['t', 0], ['t', 2, 'x', 1], ['o', 'k'], ['t', 2], ['t', 0], ['t', 2, 'x', 0]])).toEqual([
      ['t', 2, 'x', 1],
      ['t', 2, 'x', 0],
      ['o', 'k'],
      ['t', 2],
      ['t', 0],
    ]);
  });

  it('names the overlay file and action for any failure while applying, never a bare error', () => {
    const info = Object.defineProperty({}, 'title', { enumerable: true, get: () => 'Old', set: () => { throw new TypeError('read-only title'); } });
    const overlay = { overlay: '1.0.0', info: { title: 't', version: '1' }, actions: [{ target: '$.info', update: { title: 'New' } }] };
    const error = (() => {
      try {
        applyOverlay({ info }, overlay, 'locked.overlay.yaml');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect((error as Error).message).toContain('locked.overlay.yaml#/actions/0: could not be applied (target $.info): read-only title');
  });
});
