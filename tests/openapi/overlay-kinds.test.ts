import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { applyOverlay } from '@/lib/openapi/load/overlay';
import { parseSpecText } from '@/lib/openapi/load/parse';

// The kinds of overlay the OAI Overlay compliance sets cover (add a license, describe an operation,
// remove an example, matching responses, filtered properties, a server, replace the servers, update
// the root), in fixtures of our own: each folder's overlay.yaml applied to openapi.yaml gives its output.yaml.
const dir = 'tests/openapi/fixtures/overlay-kinds';
const read = (file: string) => parseSpecText(readFileSync(path.join(dir, file), 'utf8'), file);
const kinds = readdirSync(dir).filter((name) => !name.includes('.'));

const info = { title: 't', version: '1' };
const apply = (overlay: string, actions: unknown[], doc: Record<string, unknown> = read('openapi.yaml')) => {
  applyOverlay(doc, { overlay, info, actions }, 'kind.overlay.yaml');
  return doc;
};
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
};

describe('overlay kinds', () => {
  it.each(kinds)('%s', (kind) => {
    const doc = read('openapi.yaml');
    expect(applyOverlay(doc, read(`${kind}/overlay.yaml`), `${kind}/overlay.yaml`)).toEqual([]);
    expect(doc).toEqual(read(`${kind}/output.yaml`));
  });

  it('appends an array to an array as one item in 1.0, and concatenates it in 1.1', () => {
    const server = { url: 'https://north.example.test' };
    expect(apply('1.0.0', [{ target: '$.servers', update: [server] }]).servers).toHaveLength(3);
    expect((apply('1.0.0', [{ target: '$.servers', update: [server] }]).servers as unknown[])[2]).toEqual([server]);
    expect((apply('1.1.0', [{ target: '$.servers', update: [server] }]).servers as unknown[])[2]).toEqual(server);
  });

  it('refuses 1.1 copy, naming the action', () => {
    const error = failure(() => apply('1.1.0', [{ target: '$.info', copy: '$.components.schemas.Light' }]));
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain('kind.overlay.yaml#/actions/0/copy: copy (Overlay 1.1) is not supported here');
    // In a 1.0 overlay it is no field at all.
    expect(failure(() => apply('1.0.0', [{ target: '$.info', copy: '$.x', update: {} }]))!.message).toContain('#/actions/0/copy: is not an action field');
  });

  it('replaces a value of another kind in 1.0, and refuses it in 1.1', () => {
    expect(apply('1.0.0', [{ target: '$.info', update: { title: { text: 'Lights' } } }]).info).toMatchObject({ title: { text: 'Lights' } });
    const error = failure(() => apply('1.1.0', [{ target: '$.info', update: { title: { text: 'Lights' } } }]));
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain('kind.overlay.yaml#/actions/0: could not be applied (target $.info): update gives an object for info.title, which is a value');
  });

  it('still refuses other versions', () => {
    expect(failure(() => apply('1.2.0', [{ target: '$.info', update: {} }]))!.message).toContain('#/overlay: must be "1.0.x" or "1.1.x" (found "1.2.0")');
  });
});
