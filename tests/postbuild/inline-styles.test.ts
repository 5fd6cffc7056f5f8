import { describe, expect, it } from 'vitest';
import { startTags } from '@/lib/html/tags';
import {
  declarations,
  findInlineStyles,
  formatInlineStyleProblems,
  InlineStyleSheet,
  linkStylesheet,
  moveStyleAttributes,
} from '@/lib/postbuild/inline-styles';

const PAGE = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body>',
  '<div style="text-align:center">Centred words</div>',
  '<p class="note" style="color: #0b5cad ; margin:0">Blue note</p>',
  '<span data-x="1" style="background:url(&quot;a;b.png&quot;)">Picture</span>',
  '<div style="text-align:center">Again centred</div>',
  '<script>self.push("<div style=\\"color:red\\">in a string</div>")</script>',
  '<textarea><b style="x">typed</b></textarea>',
  '<!-- <i style="color:red"> a comment -->',
  '</body></html>',
].join('\n');

describe('moving style attributes', () => {
  it('turns each style attribute into a class, one per declaration set, and leaves scripts, text areas and comments alone', () => {
    const sheet = new InlineStyleSheet();
    const { html, moved } = moveStyleAttributes(PAGE, sheet);
    expect(moved).toBe(4);
    expect(sheet.size).toBe(3);
    expect(html).toMatch(/<div class="st-[0-9a-f]{8}">Centred words<\/div>/);
    expect(html).toMatch(/<p class="note st-[0-9a-f]{8}">Blue note<\/p>/);
    expect(html).toMatch(/<span data-x="1" class="st-[0-9a-f]{8}">Picture<\/span>/);
    // The two centred divs share one class.
    const centred = [...html.matchAll(/<div class="(st-[0-9a-f]{8})">/g)].map((m) => m[1]);
    expect(centred).toHaveLength(2);
    expect(centred[0]).toBe(centred[1]);
    // Untouched: the script's string, the textarea's text, the comment.
    expect(html).toContain('<div style=\\"color:red\\">in a string</div>');
    expect(html).toContain('<textarea><b style="x">typed</b></textarea>');
    expect(html).toContain('<!-- <i style="color:red"> a comment -->');
    const css = sheet.css();
    expect(css).toContain(':not(#\\#){text-align:center}');
    expect(css).toContain('{color: #0b5cad;margin:0}');
    expect(css).toContain('{background:url("a;b.png")}');
    expect(findInlineStyles(html)).toEqual([]);
  });

  it('names the stylesheet by its content and links it once', () => {
    const sheet = new InlineStyleSheet();
    moveStyleAttributes('<p style="color:teal">x</p>', sheet);
    expect(sheet.route()).toMatch(/^\/_styles\/inline\.[0-9a-f]{12}\.css$/);
    const linked = linkStylesheet('<html><head><title>t</title></head><body></body></html>', '/demo/_styles/inline.abc.css');
    expect(linked).toBe(
      '<html><head><title>t</title><link rel="stylesheet" href="/demo/_styles/inline.abc.css"/></head><body></body></html>',
    );
    expect(linkStylesheet(linked, '/demo/_styles/inline.abc.css')).toBe(linked);
  });

  it('refuses declarations that could leave their rule, and the guard names them', () => {
    expect(declarations('color:red}body{display:none')).toBeUndefined();
    expect(declarations('content:"open')).toBeUndefined();
    expect(declarations('color:red/* note */')).toBeUndefined();
    expect(declarations('content:"}";color:red;')).toEqual(['content:"}"', 'color:red']);
    const sheet = new InlineStyleSheet();
    const page = '<html><head></head><body>\n<div style="color:red}body{display:none">x</div>\n<style>p{color:red}</style>\n</body></html>';
    const { html, moved } = moveStyleAttributes(page, sheet);
    expect(moved).toBe(0);
    const problems = findInlineStyles(html);
    expect(problems).toEqual([
      { line: 2, element: '<div style="color:red}body{display:none">', kind: 'attribute' },
      { line: 3, element: '<style>', kind: 'element' },
    ]);
    const message = formatInlineStyleProblems(problems.map((problem) => ({ file: 'out/docs/page.html', problem })));
    expect(message).toContain('out/docs/page.html:2: <div style="color:red}body{display:none">');
    expect(message).toContain('out/docs/page.html:3: <style>');
    expect(message).toContain("'unsafe-inline'");
  });

  it('finds the <style> inside an SVG and style attributes in any case or quoting', () => {
    const problems = findInlineStyles("<svg><style>.a{fill:red}</style></svg><p STYLE=color:red>x</p><i style='a:b'>y</i>");
    expect(problems.map((p) => p.kind)).toEqual(['element', 'attribute', 'attribute']);
  });
});

describe('start tags', () => {
  it('reads attributes with every kind of quoting and skips end tags', () => {
    const tags = [...startTags('<a href="x" data-q=\'y\' hidden title=z>t</a><br/>')];
    expect(tags.map((t) => t.name)).toEqual(['a', 'br']);
    expect(tags[0]!.attributes.map((a) => [a.name, a.raw])).toEqual([
      ['href', 'x'],
      ['data-q', 'y'],
      ['hidden', ''],
      ['title', 'z'],
    ]);
  });
});
