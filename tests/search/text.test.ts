import { describe, expect, it } from 'vitest';
import { highlightParts } from '@/lib/runtime/search-highlight';
import { buildQuery, identifiers, processTerm, queryTerms, tokenizeForIndex, tokenizeQuery } from '@/lib/runtime/search-index';

describe('search text rules', () => {
  it('splits paths and punctuation; the index also splits camelCase identifiers', () => {
    expect(tokenizeQuery('/api/calc/divide')).toEqual(['api', 'calc', 'divide']);
    expect(tokenizeQuery('wordCount')).toEqual(['wordCount']);
    expect(tokenizeForIndex('wordCount X-Request-Id HTMLParser int32')).toEqual([
      'wordCount',
      'word',
      'Count',
      'X',
      'Request',
      'Id',
      'HTMLParser',
      'HTML',
      'Parser',
      'int32',
      'int',
      '32',
    ]);
  });

  it('lowercases, drops single letters, and drops stop words in prose and queries only', () => {
    expect(processTerm('Divide')).toBe('divide');
    expect(processTerm('a')).toBeNull();
    expect(processTerm('by')).toBeNull();
    expect(processTerm('by', 'text')).toBeNull();
    expect(processTerm('by', 'names')).toBe('by');
    expect(queryTerms('Division by zero, division!')).toEqual(['division', 'zero']);
  });
});

describe('highlightParts', () => {
  const marked = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text);

  it('marks matched words, prefixes being typed and camelCase parts, keeping every character', () => {
    const text = 'Returns wordCount: the number of words (divisions).';
    const parts = highlightParts(text, ['count', 'division'], ['divis']);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(marked(parts)).toEqual(['wordCount', 'divisions']);
  });

  it('marks nothing when nothing matched', () => {
    expect(highlightParts('<b>Division</b>', [], [])).toEqual([{ text: '<b>Division</b>', match: false }]);
  });
});

describe('whole identifiers', () => {
  it('are indexed beside their words, with one leading slash, in the identifiers field only', () => {
    expect(identifiers('pulls/create POST /repos/{owner}/{repo}/pulls wordCount')).toEqual([
      '/pulls/create',
      '/repos/{owner}/{repo}/pulls',
    ]);
    expect(tokenizeForIndex('divide POST /api/calc/divide', 'terms')).toEqual([
      '/api/calc/divide',
      'divide',
      'POST',
      'api',
      'calc',
      'divide',
    ]);
    expect(tokenizeForIndex('see /api/calc/divide', 'text')).toEqual(['see', 'api', 'calc', 'divide']);
  });

  it('add a whole-identifier query to the words when the reader types a path or an operationId', () => {
    expect(queryTerms('/api/calc/divide')).toEqual(['api', 'calc', 'divide', '/api/calc/divide']);
    expect(buildQuery('divide')).toEqual({ queries: ['divide'], combineWith: 'AND' });
    expect(buildQuery('/api/calc/divide', 'OR')).toMatchObject({
      combineWith: 'OR',
      queries: [
        { queries: ['/api/calc/divide'], combineWith: 'OR' },
        { queries: ['/api/calc/divide'], fields: ['terms'] },
      ],
    });
  });
});
