import { describe, expect, it } from 'vitest';
import { cleanSvg } from '@/lib/mdx/svg-clean';

const options = { idPrefix: 'd1-', variables: { '--bg': 'var(--bg)', '--fg': 'var(--text)' }, label: 'Test diagram' };

describe('cleanSvg', () => {
  it('turns stylesheet rules into attributes, the more specific rule winning, and resolves variables', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10.123456 20" width="10.123456" height="20" style="--bg:var(--bg);--fg:var(--text)">
<style>
  @import url('https://fonts.example/css?family=A:wght@400;700&amp;display=swap');
  text { font-family: 'A', sans-serif; }
  svg { --_ink: var(--fg); --_soft: var(--muted, color-mix(in srgb, var(--fg) 40%, var(--bg))); }
  .dot { fill: var(--_soft); opacity: 0.5; }
  circle.dot.hot { fill: var(--_ink); }
</style>
<circle class="dot" cx="1" cy="1" r="1" fill="red"/><circle class="dot hot" cx="2" cy="2" r="1"/>
<text x="1" y="2" data-label="x">Hi</text>
</svg>`;
    const out = cleanSvg(svg, options);
    expect(out).toBe(
      '<svg viewBox="0 0 10.12 20" role="img" aria-label="Test diagram" width="min(100%, 10.12px)">' +
        '<circle cx="1" cy="1" r="1" fill="color-mix(in srgb, var(--text) 40%, var(--bg))" opacity="0.5"/>' +
        '<circle cx="2" cy="2" r="1" fill="var(--text)" opacity="0.5"/>' +
        '<text x="1" y="2">Hi</text></svg>',
    );
  });

  it('prefixes ids and the references to them', () => {
    const out = cleanSvg('<svg viewBox="0 0 1 1"><defs><marker id="tip"/></defs><line marker-end="url(#tip)"/></svg>', options);
    expect(out).toContain('<marker id="d1-tip"/>');
    expect(out).toContain('marker-end="url(#d1-tip)"');
  });

  it('escapes text and attribute values it re-serialises, and drops what is not on its lists', () => {
    const out = cleanSvg(
      '<svg viewBox="0 0 1 1" onload="alert(1)"><text x="1&quot;" data-x="y">&lt;b&gt; &amp; &quot;q&quot;</text><g class="a" href="#x"/></svg>',
      options,
    );
    expect(out).toContain('<text x="1&quot;">&lt;b&gt; &amp; &quot;q&quot;</text>');
    expect(out).not.toMatch(/onload|href|data-x|class=/);
  });

  it('keeps mixed text in order and groups runs of like siblings under their shared attributes', () => {
    const mixed = cleanSvg('<svg viewBox="0 0 1 1"><text>a <tspan fill="red">b</tspan> c</text></svg>', options);
    expect(mixed).toContain('<text>a <tspan fill="red">b</tspan> c</text>');
    const dots = Array.from({ length: 4 }, (_, i) => `<circle cx="${i}" cy="0" r="1" fill="blue" stroke="none"/>`).join('');
    expect(cleanSvg(`<svg viewBox="0 0 1 1">${dots}<rect fill="blue"/></svg>`, options)).toContain(
      '<g fill="blue" stroke="none"><circle cx="0" cy="0" r="1"/><circle cx="1" cy="0" r="1"/><circle cx="2" cy="0" r="1"/><circle cx="3" cy="0" r="1"/></g><rect fill="blue"/>',
    );
  });

  it('refuses what it cannot carry over faithfully', () => {
    expect(() => cleanSvg('<svg><foreignObject/></svg>', options)).toThrow(/<foreignObject>/);
    expect(() => cleanSvg('<svg><style>g > rect { fill: red }</style></svg>', options)).toThrow(/selector "g > rect"/);
    expect(() => cleanSvg('<svg><style>rect { filter: blur(2px) }</style><rect/></svg>', options)).toThrow(/"filter"/);
    expect(() => cleanSvg('<svg><rect fill="var(--nowhere)"/></svg>', options)).toThrow(/--nowhere/);
    expect(() => cleanSvg('<svg style="background: red"/>', options)).toThrow(/background/);
    expect(() => cleanSvg('<div/>', options)).toThrow(/no <svg>/);
  });
});
