import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { markdownToSafeHtml } from '@/lib/openapi/model/markdown';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import type { ApiModel } from '@/lib/openapi';

/** Every sanitised-HTML field of the model (the only strings the page renders as HTML). */
function htmlFields(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => htmlFields(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key.endsWith('Html') && typeof v === 'string') found.push(v);
      else htmlFields(v, found);
    }
  }
  return found;
}

// Real tags and attributes only: escaped text such as "&#x3C;svg onload=..." is harmless.
const DANGEROUS = /<(script|iframe|style|svg|img|object|embed)\b|<[^>]*\son\w+\s*=|<[^>]*(href|src)\s*=\s*["']?\s*(javascript|data):/i;

describe('hostile strings in a spec', () => {
  let model: ApiModel;

  it('loads, including a 3.1 server variable description the validator alone would refuse', async () => {
    const { document } = await loadSpec('tests/openapi/fixtures/hostile.yaml');
    model = buildApiModel(document);
    expect(model.servers[0]?.variables[0]?.name).toBe('tenant');
    expect(model.counts.operations).toBe(1);
  });

  it('leaves no script, event handler, javascript: URL or iframe in any HTML field', () => {
    const fields = htmlFields(model);
    expect(fields.length).toBeGreaterThan(6);
    for (const html of fields) expect(html).not.toMatch(DANGEROUS);
    // The text around the attacks survives.
    expect(model.info.descriptionHtml).toContain('raw anchor');
    expect(model.info.descriptionHtml).toContain('🦊');
  });

  it('keeps plain strings (names, enums, examples) as data for React to escape', () => {
    const op = model.tags[0]!.operations[0]!;
    expect(op.summary).toBe("<img src=x onerror=alert('summary')>");
    expect(op.anchor).not.toMatch(/[<>"' ]/);
    expect(model.tags[0]!.anchor).not.toMatch(/[<>"' ]/);
    expect(op.parameters.path[0]!.example).toContain('</script>');
  });

  it('sanitises markdown links and raw HTML', () => {
    expect(markdownToSafeHtml('[x](javascript:alert(1))')).toBe('<p><a>x</a></p>');
    expect(markdownToSafeHtml('a <script>alert(1)</script> b')).toBe('<p>a  b</p>');
    expect(markdownToSafeHtml('**bold** `code`')).toBe('<p><strong>bold</strong> <code>code</code></p>');
  });

  it('keeps the safe part of raw HTML in descriptions, as real specs write it', () => {
    const html = markdownToSafeHtml('a<br>b <b onclick="x()">bold</b>\n\n<details><summary>More</summary>text</details>\n\n<table><tr><td style="color:red">cell</td></tr></table><style>p{}</style><img src="logo.png" onerror="x()">');
    expect(html).toContain('a<br>b <b>bold</b>');
    expect(html).toContain('<details><summary>More</summary>text</details>');
    expect(html).toContain('<td>cell</td>');
    expect(html).not.toMatch(/onclick|onerror|style|<img|p\{\}/);
  });
});
