import { describe, expect, it } from 'vitest';
import { preprocessSource } from '@/lib/mdx/preprocess';

const all = { comments: true, admonitions: true, headingIds: true };
const none = { comments: false, admonitions: false, headingIds: false };
const lines = (text: string) => text.split('\n').length;

describe('preprocessSource (markdown.mdx1Compat)', () => {
  it('turns HTML comments into MDX comments of the same length, only in MDX', () => {
    const source = 'Before <!-- a *note* --> after\n\n<!--\nspans lines\n-->\n';
    const out = preprocessSource(source, 'mdx', all);
    expect(out).toBe('Before {/*  a *note* */} after\n\n{/* \nspans lines\n*/}\n');
    expect(out.length).toBe(source.length);
    expect(preprocessSource(source, 'md', all)).toBe(source);
    expect(preprocessSource(source, 'mdx', { ...all, comments: false })).toBe(source);
  });

  it('blunts a */ inside a comment so it cannot end the MDX comment early', () => {
    expect(preprocessSource('<!-- a */ b -->\n', 'mdx', all)).toBe('{/*  a ** b */}\n');
  });

  it('gives legacy admonition titles the label syntax, nested and quoted too', () => {
    const source = ":::tip What You'll Learn\nBody\n:::\n\n> ::::note[Kept] \n\n  :::danger Watch [this] out  \n:::\n";
    expect(preprocessSource(source, 'mdx', all)).toBe(
      ":::tip[What You'll Learn]\nBody\n:::\n\n> ::::note[Kept] \n\n  :::danger[Watch \\[this\\] out]\n:::\n",
    );
    expect(preprocessSource(':::note{.cls}\n:::\n:::custom Title\n:::\n', 'mdx', all)).toBe(':::note{.cls}\n:::\n:::custom Title\n:::\n');
    expect(preprocessSource(':::tip Title\n:::\n', 'md', all)).toBe(':::tip[Title]\n:::\n');
    expect(preprocessSource(':::tip Title\n:::\n', 'mdx', { ...all, admonitions: false })).toBe(':::tip Title\n:::\n');
  });

  it('escapes {#id} at the end of ATX headings in MDX', () => {
    expect(preprocessSource('## Title {#custom-id}\n\nText {#not-heading}\n', 'mdx', all)).toBe(
      '## Title \\{#custom-id\\}\n\nText {#not-heading}\n',
    );
    expect(preprocessSource('## Title {#custom-id}\n', 'mdx', { ...all, headingIds: false })).toBe('## Title {#custom-id}\n');
    // CommonMark has no expressions: the braces are text already.
    expect(preprocessSource('## Title {#custom-id}\n', 'md', all)).toBe('## Title {#custom-id}\n');
  });

  it('never touches fenced code (in lists, under JSX, with tildes) or inline code, and keeps every line', () => {
    const source = [
      '<TabItem value="a">',
      '```md',
      '<!-- code -->',
      ':::tip Code title',
      '## Code {#code-id}',
      '```',
      '</TabItem>',
      '',
      '- item',
      '',
      '  ~~~',
      '  <!-- listed code -->',
      '  ~~~',
      '',
      'Inline `<!-- x -->` and `:::tip Y` stay, <!-- this goes -->',
      '',
      '```',
      'an unclosed fence runs to the end <!-- kept -->',
    ].join('\n');
    const out = preprocessSource(source, 'mdx', all);
    expect(lines(out)).toBe(lines(source));
    expect(out).toContain('<!-- code -->\n:::tip Code title\n## Code {#code-id}');
    expect(out).toContain('  <!-- listed code -->');
    expect(out).toContain('Inline `<!-- x -->` and `:::tip Y` stay, {/*  this goes */}');
    expect(out).toContain('an unclosed fence runs to the end <!-- kept -->');
  });

  it('leaves a source alone when every switch is off', () => {
    const source = '<!-- c -->\n:::tip T\n:::\n## H {#h}\n';
    expect(preprocessSource(source, 'mdx', none)).toBe(source);
  });
});
