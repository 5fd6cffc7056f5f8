import { describe, expect, it } from 'vitest';
import { readingTime, splitExcerpt } from '@/lib/blog/excerpt';

describe('truncation', () => {
  it('cuts a Markdown post at <!-- truncate -->', () => {
    const { body, excerpt } = splitExcerpt('Intro one.\n\n<!-- truncate -->\n\n## More\n\nRest.\n');
    expect(excerpt).toBe('Intro one.\n');
    expect(body).not.toContain('truncate');
    expect(body).toContain('Intro one.');
    expect(body).toContain('## More');
  });

  it('cuts an MDX post at {/* truncate */}', () => {
    const { body, excerpt } = splitExcerpt('Before.\n{/* truncate */}\nAfter.\n');
    expect(excerpt).toBe('Before.\n');
    expect(body).toBe('Before.\n\nAfter.\n');
  });

  it('gives no excerpt without a marker, and ignores the word elsewhere', () => {
    expect(splitExcerpt('We truncate nothing here.\n')).toEqual({ body: 'We truncate nothing here.\n' });
    expect(splitExcerpt('Text <!-- truncate --> inline\n').excerpt).toBeUndefined();
  });

  it('cuts at the first marker only', () => {
    const { excerpt, body } = splitExcerpt('A\n<!-- truncate -->\nB\n<!-- truncate -->\nC');
    expect(excerpt).toBe('A\n');
    expect(body).toContain('B\n<!-- truncate -->\nC');
  });
});

describe('reading time', () => {
  it('rounds up at the given speed and is at least one minute', () => {
    expect(readingTime('word '.repeat(200), 200)).toBe(1);
    expect(readingTime('word '.repeat(201), 200)).toBe(2);
    expect(readingTime('', 200)).toBe(1);
    expect(readingTime('## Heading\n\n- a b\n<!-- a comment of many words here -->', 200)).toBe(1);
  });
});
