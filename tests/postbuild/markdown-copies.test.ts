import { describe, expect, it } from 'vitest';
import { markdownDocument, twinBody } from '@/lib/postbuild/markdown-copies';

describe('Markdown copies', () => {
  it('drops MDX imports, exports and comments but keeps the Markdown', async () => {
    const body = "import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n## Setup\n\n{/* truncate */}\n\nRun `npm start`.\n";
    expect(await twinBody(body, { file: 'page.mdx' })).toBe('## Setup\n\nRun `npm start`.');
  });

  it('puts the title, description, facts and source URL first, without a second h1', () => {
    const text = markdownDocument({
      title: 'Create a page',
      description: 'Pages live under app/.',
      facts: ['Published: 2026-11-20'],
      body: '# Create a page\n\nText.',
      url: 'https://docs.example.com/demo/docs/create-a-page',
    });
    expect(text).toBe(
      '# Create a page\n\n> Pages live under app/.\n\nPublished: 2026-11-20  \nSource: https://docs.example.com/demo/docs/create-a-page\n\nText.\n',
    );
  });
});
