import { describe, expect, it } from 'vitest';
import { formPairs, multipartParts } from '@/lib/openapi/model/form-encoding';
import { queryStringOf } from '@/lib/openapi/model/query-string';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import { buildApiModel } from '@/lib/openapi/model/view-model';

// A form API shaped like Stripe's: nested fields declared deepObject in the body's `encoding`.
const teaShop = (mediaType: string, encoding: Record<string, unknown>) => ({
  openapi: '3.1.0',
  info: { title: 'Tea shop', version: '1' },
  servers: [{ url: 'https://shop.example.test' }],
  paths: {
    '/v1/orders': {
      post: {
        requestBody: {
          content: {
            [mediaType]: {
              schema: {
                type: 'object',
                properties: {
                  blend: { type: 'string', example: 'oolong' },
                  shipping: { type: 'object', properties: { city: { type: 'string', example: 'Kyoto' }, zip: { type: 'string', example: '600' } } },
                  expand: { type: 'array', items: { type: 'string', example: 'receipt' } },
                  cups: { type: 'array', items: { type: 'integer', example: 2 } },
                  notes: { type: 'object', properties: { gift: { type: 'boolean' } } },
                },
              },
              encoding,
            },
          },
        },
        responses: { 200: { description: 'Ordered' } },
      },
    },
  },
});

const samples = (document: Record<string, unknown>) => modelOperations(buildApiModel(document))[0]!.requestSamples;
const sample = (document: Record<string, unknown>, id: string) => samples(document).find((s) => s.id === id)!.code;

describe('form bodies follow their encoding', () => {
  const form = teaShop('application/x-www-form-urlencoded', {
    shipping: { style: 'deepObject', explode: true },
    expand: { style: 'deepObject', explode: true },
  });

  it('deepObject fields as name[key]= and name[]=, an unstyled array repeats its key, an unstyled object is JSON', () => {
    const python = sample(form, 'python');
    expect(python).toContain('"shipping[city]": "Kyoto"');
    expect(python).toContain('"shipping[zip]": "600"');
    expect(python).toContain('"expand[]": "receipt"');
    expect(python).not.toContain('{"city"');
    const curl = sample(form, 'curl');
    expect(curl).toContain("--data-urlencode 'shipping[city]=Kyoto'");
    expect(curl).toContain("--data-urlencode 'expand[]=receipt'");
    expect(curl).toContain("--data-urlencode 'cups=2'");
    expect(curl).not.toContain('cups=[');
    expect(curl).toContain(`--data-urlencode 'notes={"gift":true}'`);
  });

  it('style and explode as a query parameter has them', () => {
    const value = { cups: [1, 2], shipping: { city: 'Kyoto', zip: '600' }, blend: 'sencha' };
    expect(formPairs(value, { cups: { style: 'form', explode: false } })).toContainEqual(['cups', '1,2']);
    expect(formPairs(value, { cups: { style: 'pipeDelimited', explode: false } })).toContainEqual(['cups', '1|2']);
    expect(formPairs(value, { shipping: { style: 'form' } })).toEqual([['cups', '1'], ['cups', '2'], ['city', 'Kyoto'], ['zip', '600'], ['blend', 'sencha']]);
    expect(formPairs({ lines: [{ sku: 'a' }] }, { lines: { style: 'deepObject', explode: true } })).toEqual([['lines[0][sku]', 'a']]);
    // No style, a JSON contentType (with a parameter): the array is one JSON field.
    expect(formPairs({ cups: [1, 2] }, { cups: { contentType: 'application/json; charset=utf-8' } })).toEqual([['cups', '[1,2]']]);
  });

  it('a querystring parameter is encoded by the same rules', () => {
    expect(queryStringOf({ filter: { blend: 'oolong' } }, undefined, undefined, { filter: { style: 'deepObject', explode: true } })).toBe('filter%5Bblend%5D=oolong');
  });
});

describe('multipart bodies follow their encoding', () => {
  it('an object is a JSON part, application/json unless the encoding names its contentType; an array is one part per item', () => {
    const parts = multipartParts({ shipping: { city: 'Kyoto' }, notes: { gift: true }, cups: [1, 2] }, { notes: { contentType: 'application/vnd.tea+json' } });
    expect(parts).toEqual([
      { name: 'shipping', value: '{"city":"Kyoto"}', contentType: 'application/json' },
      { name: 'notes', value: '{"gift":true}', contentType: 'application/vnd.tea+json' },
      { name: 'cups', value: '1' },
      { name: 'cups', value: '2' },
    ]);
    const curl = sample(teaShop('multipart/form-data', { notes: { contentType: 'application/vnd.tea+json' } }), 'curl');
    expect(curl).toMatch(/--form 'shipping=\{[^']*"city": ?"Kyoto"[^']*\};type=application\/json'/);
    expect(curl).toContain(';type=application/vnd.tea+json');
    expect(curl).toContain("--form 'cups=2'");
  });
});
