import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { it } from 'vitest';
import matter from 'gray-matter';
import { compileMdx } from '@/lib/mdx/compile';
import { mdxComponents } from '@/components/mdx/components';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? files(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}
it('compare', async () => {
  const all = [...files('content'), ...files('tests/fixtures/hostile/content')];
  for (const file of all) {
    const body = matter(fs.readFileSync(file, 'utf8')).content;
    const render = async (format: 'md' | 'mdx') => {
      try {
        const C = await compileMdx(body, { file, format, warn: (m) => console.log('WARN', m) });
        return renderToStaticMarkup(createElement(C, { components: mdxComponents as never }));
      } catch (e) { return 'ERROR ' + (e as Error).message.slice(0, 300); }
    };
    const old = await render(file.endsWith('.mdx') ? 'mdx' : 'md');
    const now = await render('mdx');
    console.log(file, old === now ? 'SAME' : 'DIFFERENT');
    if (old !== now) { fs.mkdirSync('/tmp/dia/cmp', { recursive: true }); const b = path.basename(file); fs.writeFileSync(`/tmp/dia/cmp/${b}.old.html`, old); fs.writeFileSync(`/tmp/dia/cmp/${b}.new.html`, now); }
  }
}, 120000);
