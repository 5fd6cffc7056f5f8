import { describe, expect, it } from 'vitest';
import { planPages } from '@/lib/openapi/pages/pages';
import { formatSpecLinkProblems, resolveSpecLinks } from '@/lib/openapi/links/in-spec';
import { buildApiModel } from '@/lib/openapi/model/view-model';

// One link per style that real specs write, in the description of one operation.
const LINKS: [string, string, string][] = [
  ['a bare schema name (Google)', '#Kettle', 'schema/Kettle'],
  ['a bare name in another case', '#kettle', 'schema/Kettle'],
  ['a components pointer', '#/components/schemas/Kettle', 'schema/Kettle'],
  ['a Swagger 2 definitions pointer', '#/definitions/Kettle', 'schema/Kettle'],
  ['an operation (Redoc)', '#operation/boilWater', 'operation/boilWater'],
  ['a tag (Redoc)', '#tag/Kitchen', 'tag/Kitchen'],
  ['an operation under its first tag (Redoc)', '#tag/Kitchen/operation/boilWater', 'operation/boilWater'],
  ['an operation under another tag (Redoc)', '#tag/Tea/operation/boilWater', 'tag/Tea/operation/boilWater'],
  ['a heading of the description (Redoc)', '#section/Water-hardness', 'section/Water-hardness'],
  ['a heading below another (Redoc)', '#section/Water-hardness/Soft-water', 'section/Water-hardness/Soft-water'],
  ['one of our own anchors', '#schema/Kettle', 'schema/Kettle'],
  ['an operation summary, slugged (GitHub docs)', '#pour-a-cup', 'operation/pourCup'],
  ['a schema by its name before the bundle prefixed it (Google)', '#Quota', 'schema/KitchenV1Quota'],
  ['a schema field (Google)', '#Kettle.max_litres', 'schema/Kettle/maxLitres'],
  ['a tag with an ampersand, slugged as Redoc does', '#tag/Tea-and-Cake', 'tag/Tea-Cake'],
];

function spec() {
  return {
    openapi: '3.0.3',
    info: { title: 'Kitchen', version: '1', description: '# Water hardness\n\nText.\n\n## Soft water\n\nMore.' },
    tags: [{ name: 'Kitchen' }, { name: 'Tea' }, { name: 'Tea & Cake' }],
    paths: {
      '/boil': {
        post: {
          operationId: 'boilWater',
          tags: ['Kitchen', 'Tea'],
          description: LINKS.map(([what, href]) => `[${what}](${href})`).join(', ') + ' and [nothing](#no-such-thing).',
          responses: { 204: { description: 'Boiled.' } },
        },
      },
      '/pour': { post: { operationId: 'pourCup', summary: 'Pour a cup', tags: ['Tea', 'Tea & Cake'], responses: { 204: { description: 'Poured.' } } } },
    },
    components: {
      schemas: {
        Kettle: { type: 'object', description: 'See [a missing one](#Teapot).', properties: { maxLitres: { type: 'number' } } },
        KitchenV1Quota: { type: 'object', properties: { cups: { type: 'integer' } } },
      },
    },
  };
}

function resolved(splitAbove: number) {
  const doc = spec();
  const options = { route: '/api/kitchen', splitAbove, basePath: '/demo' };
  const model = planPages(buildApiModel(doc), options);
  const problems = resolveSpecLinks(model, doc, options);
  return { model, problems, html: model.tags[0]!.operations[0]!.descriptionHtml! };
}

describe('in-spec links on a one-page reference', () => {
  const { html, problems } = resolved(100);
  it.each(LINKS)('resolves %s', (what, _href, anchor) => {
    expect(html).toContain(`<a href="#${anchor}">${what}</a>`);
  });

  it('keeps the text of a link to nothing, drops its href, and says where the spec writes it', () => {
    expect(html).toContain('<a>nothing</a>');
    expect(problems).toEqual([
      { href: '#no-such-thing', pointers: ['/paths/~1boil/post/description'] },
      { href: '#Teapot', pointers: ['/components/schemas/Kettle/description'] },
    ]);
    const message = formatSpecLinkProblems('openapi/kitchen.yaml', problems);
    expect(message).toContain('openapi/kitchen.yaml: 2 link(s)');
    expect(message).toContain('"#no-such-thing" in #/paths/~1boil/post/description');
    expect(message).toContain('#operation/<operationId>');
  });
});

describe('in-spec links on a split reference', () => {
  const { html } = resolved(0);
  it('go to the page of their target', () => {
    expect(html).toContain('<a href="/demo/api/kitchen/schemas/Kettle">a bare schema name (Google)</a>');
    expect(html).toContain('<a href="/demo/api/kitchen/boilWater#operation/boilWater">an operation (Redoc)</a>');
    expect(html).toContain('<a href="/demo/api/kitchen/boilWater#operation/boilWater">an operation under another tag (Redoc)</a>');
    expect(html).toContain('<a href="/demo/api/kitchen#tag/Kitchen">a tag (Redoc)</a>');
    expect(html).toContain('<a href="/demo/api/kitchen#section/Water-hardness">a heading of the description (Redoc)</a>');
  });
});

describe('headings of the API description', () => {
  it('are the section anchors; an id shown as code is not one, in that description or beside a link', () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 'Mill', version: '1', description: 'Write `<h2 id="section/Grinder">` in your page.\n\n# Flour types\n\nText.' },
      paths: { '/grind': { post: { operationId: 'grind', description: 'See [flour](#section/Flour-types), [grinder](#section/Grinder) and [kiln](#Kiln); `<b id="Kiln">` marks one.', responses: { 204: { description: 'Done.' } } } } },
    };
    const options = { route: '/api/mill', splitAbove: 100, basePath: '' };
    const model = planPages(buildApiModel(doc), options);
    expect(model.info.sectionAnchors).toEqual(['section/Flour-types']);
    const problems = resolveSpecLinks(model, doc, options);
    expect(model.tags[0]!.operations[0]!.descriptionHtml).toContain('<a href="#section/Flour-types">flour</a>');
    // An id written as code in the same description is no target of its link either.
    expect(problems.map((problem) => problem.href)).toEqual(['#section/Grinder', '#Kiln']);
  });
});

describe('character references in spec text', () => {
  it('leave a reference to no character as written instead of failing the build', () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 'Paint', version: '1', description: 'Mix [a shade](#Ochre); colour codes such as #&#x110000; or #&#99999999; are not ours.' },
      paths: {},
    };
    const options = { route: '/api/paint', splitAbove: 100, basePath: '' };
    const model = planPages(buildApiModel(doc), options);
    expect(resolveSpecLinks(model, doc, options)).toEqual([{ href: '#Ochre', pointers: ['/info/description'] }]);
  });
});

describe('one pass over the links of descriptions', () => {
  it('resolves in-spec and relative links of one description together', () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 'Loom', version: '1', description: 'Read [the guide](/guides/warp?a=1&b=2), [Thread](#Thread) and [a note](#nowhere).' },
      paths: {},
      components: { schemas: { Thread: { type: 'string' } } },
    };
    const options = { route: '/api/loom', splitAbove: 100, basePath: '', linkBase: 'https://weave.example' };
    const model = planPages(buildApiModel(doc), options);
    expect(resolveSpecLinks(model, doc, options).map((problem) => problem.href)).toEqual(['#nowhere']);
    expect(model.info.descriptionHtml).toBe(
      '<p>Read <a href="https://weave.example/guides/warp?a=1&amp;b=2">the guide</a>, <a href="#schema/Thread">Thread</a> and <a>a note</a>.</p>',
    );
  });
});
