import { describe, expect, it } from 'vitest';
import { parseApiHref, resolveApiLink } from '@/lib/openapi/links/api-links';

describe('docs-to-API links', () => {
  it('resolves an operation id to its anchor on the API page', async () => {
    await expect(resolveApiLink('calculator', 'divide')).resolves.toMatchObject({
      href: '/api/calculator#operation/divide',
      method: 'POST',
      path: '/api/calc/divide',
    });
  });

  it('fails with the known ids when the operation does not exist', async () => {
    await expect(resolveApiLink('calculator', 'modulo')).rejects.toThrow(
      /openapi\/calculator\.yaml has no operation with id "modulo"\. Known ids: add, addBody, subtract, multiply, divide/,
    );
  });

  it('fails with the known APIs when the API does not exist', async () => {
    await expect(resolveApiLink('weather', 'forecast')).rejects.toThrow(/no API "weather" in site\.config\.ts apis \(known: word, calculator\)/);
  });

  it('parses the api: link syntax', () => {
    expect(parseApiHref('api:word#topWords')).toEqual(['word', 'topWords']);
    expect(parseApiHref('/api/word')).toBeUndefined();
    expect(parseApiHref('api:word')).toBeUndefined();
  });
});
