import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

// The Word API's response examples must be what the API answers for its request example, as the
// spec's description defines a word: compared case-insensitively, punctuation ignored.

interface WordSpec {
  paths: Record<string, { post: { parameters?: { name: string; example?: unknown }[]; responses: Record<string, { content: Record<string, { example: unknown }> }> } }>;
  components: {
    requestBodies: { Text: { content: { 'application/json': { example: string } } } };
    schemas: { WordCountResponse: { properties: { wordCount: { example: number } } } };
  };
}

const spec = yaml.load(readFileSync(path.join(import.meta.dirname, '../../openapi/word.yaml'), 'utf8')) as WordSpec;
const text = spec.components.requestBodies.Text.content['application/json'].example;
const responseExample = (route: string) => spec.paths[route]!.post.responses['200']!.content['application/json']!.example;

/** The words of a text as the spec describes them: lower case, without punctuation. */
function words(input: string): string[] {
  return input
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
}

function frequencies(input: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words(input)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

describe('word.yaml examples', () => {
  it('counts words as the spec defines them', () => {
    expect(words('The quick, brown fox.')).toEqual(['the', 'quick', 'brown', 'fox']);
    expect(words('  -- Fox!  ')).toEqual(['fox']);
  });

  it('the count example is the word count of the request example', () => {
    const count = words(text).length;
    expect(responseExample('/api/word/count')).toEqual({ wordCount: count });
    expect(spec.components.schemas.WordCountResponse.properties.wordCount.example).toBe(count);
  });

  it('the frequency example maps every word of the request example to its count', () => {
    expect(responseExample('/api/word/frequency')).toEqual(Object.fromEntries(frequencies(text)));
  });

  it('the top-words example is the most frequent words for the limit example, ties in order of appearance', () => {
    const limit = spec.paths['/api/word/top']!.post.parameters?.find((p) => p.name === 'limit')?.example as number;
    const top = [...frequencies(text)].sort((a, b) => b[1] - a[1]).slice(0, limit);
    expect(responseExample('/api/word/top')).toEqual(top.map(([key, value]) => ({ key, value })));
  });
});
