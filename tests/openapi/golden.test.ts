import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';

// Golden files: each spec next to the view model it must produce. A change to the model shows up
// as a diff here; review it, then refresh with UPDATE_GOLDEN=1 npx vitest run tests/openapi.
const examples = 'node_modules/@readme/oas-examples';
const cases: [name: string, spec: string][] = [
  ['word', 'openapi/word.yaml'],
  ['calculator', 'openapi/calculator.yaml'],
  ['oas-3.0-circular', `${examples}/3.0/yaml/circular.yaml`],
  ['oas-3.0-polymorphism', `${examples}/3.0/yaml/polymorphism.yaml`],
  ['oas-3.0-callbacks', `${examples}/3.0/yaml/callbacks.yaml`],
  ['oas-3.1-webhooks', `${examples}/3.1/yaml/webhooks.yaml`],
  ['oas-3.1-schema-types', `${examples}/3.1/yaml/schema-types.yaml`],
  ['oas-2.0-petstore', `${examples}/2.0/yaml/petstore.yaml`],
];

const goldenDir = path.join(__dirname, 'golden');

describe('view model golden files', () => {
  it.each(cases)('%s', async (name, spec) => {
    const { document, convertedFrom } = await loadSpec(spec);
    // Three clients keep the files readable; tests/openapi/samples.test.ts covers every client.
    const model = buildApiModel(document, convertedFrom, { sampleLanguages: ['curl', 'javascript', 'python'] });
    // Serialising proves the model is plain JSON without cycles (JSON.stringify throws on a cycle).
    const actual = `${JSON.stringify(model, null, 2)}\n`;
    const file = path.join(goldenDir, `${name}.json`);
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(file, actual);
    }
    expect(existsSync(file), `missing golden file ${file}; create it with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });
});
