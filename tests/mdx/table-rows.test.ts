import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';

// JSX tables without the rows HTML requires: the browser's parser adds <tr>/<tbody>, React's
// hydration then meets another tree (error #418). The compile adds them as the browser would.
async function render(body: string) {
  const Content = await compileMdx(body, { file: '/repo/content/docs/birds.mdx' });
  return renderToStaticMarkup(createElement(Content));
}

describe('JSX table rows', () => {
  it('puts header cells written straight in <thead> in a row', async () => {
    const html = await render(
      '<table>\n  <thead>\n    <th>Bird</th>\n    <th>Wingspan</th>\n  </thead>\n  <tbody>\n    <tr><td>Swift</td><td>42 cm</td></tr>\n  </tbody>\n</table>\n',
    );
    expect(html).toBe(
      '<table><thead><tr><th>Bird</th><th>Wingspan</th></tr></thead><tbody><tr><td>Swift</td><td>42 cm</td></tr></tbody></table>',
    );
  });

  it('puts rows written straight in <table> in a <tbody>, and leaves rows made by an expression alone', async () => {
    expect(await render('<table>\n  <tr><td>Heron</td></tr>\n  <tr><td>Crane</td></tr>\n</table>\n')).toBe(
      '<table><tbody><tr><td>Heron</td></tr><tr><td>Crane</td></tr></tbody></table>',
    );
    expect(
      await render("<table>\n  <tbody>\n    {['Owl', 'Lark'].map((name) => <tr key={name}><td>{name}</td></tr>)}\n  </tbody>\n</table>\n"),
    ).toBe('<table><tbody><tr><td>Owl</td></tr><tr><td>Lark</td></tr></tbody></table>');
  });
});
