import { createHook } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import {
  sectionRoutes,
  type DuplicateRoute,
  type PublishedRoutes,
  type Section,
  type SectionRoute,
  type TargetOf,
} from '@/lib/site/section';

// The route table's loop over sections (lib/site/section.ts): the first section to publish a route
// keeps it, a later one is reported, and a generated page sees what the sections before it published.

interface Kinds {
  note: { text: string };
  home: object;
}
type Entry = SectionRoute<TargetOf<Kinds>>;

function section(name: string, routes: (published: PublishedRoutes) => Iterable<Entry> | AsyncIterable<Entry>): Section<Kinds> {
  return { name, routes, metadata: { note: ({ text }) => ({ title: text }), home: () => ({}) } };
}

const note = (route: string, source: string): Entry => ({ route, source, target: { kind: 'note', text: source } });

async function run(sections: Section<Kinds>[]) {
  const duplicates: DuplicateRoute<Entry>[] = [];
  const table = await sectionRoutes<Entry>(sections, (duplicate) => duplicates.push(duplicate));
  return { table, duplicates };
}

describe('sectionRoutes', () => {
  it('keeps the first section to publish a route and reports the later one, naming both sources', async () => {
    const { table, duplicates } = await run([
      section('pages', () => [note('/guide', 'pages/guide.md')]),
      section('docs', () => [note('/guide', 'docs/guide.md'), note('/docs/intro', 'docs/intro.md')]),
    ]);
    expect(table.get('/guide')?.source).toBe('pages/guide.md');
    expect(table.get('/docs/intro')?.source).toBe('docs/intro.md');
    expect(duplicates.map(({ route, kept, dropped }) => [route, kept.source, dropped.source])).toEqual([
      ['/guide', 'pages/guide.md', 'docs/guide.md'],
    ]);
  });

  it('keeps the order of the sections and of each section’s routes, sync and async alike', async () => {
    async function* later(): AsyncGenerator<Entry> {
      yield note('/c', 'c');
      yield note('/a', 'a again');
    }
    const { table, duplicates } = await run([section('first', () => [note('/b', 'b'), note('/a', 'a')]), section('second', later)]);
    expect([...table.keys()]).toEqual(['/b', '/a', '/c']);
    expect(duplicates.map((one) => one.dropped.source)).toEqual(['a again']);
  });

  it('shows each section the routes published before it, as they come', async () => {
    const seen: boolean[] = [];
    const homes = section('home', function* (published) {
      seen.push(published.has('/'), published.has('/fr'));
      if (!published.has('/')) yield { route: '/', source: 'the default home page', target: { kind: 'home' } };
      seen.push(published.has('/'));
    });
    const { table } = await run([section('pages', () => [note('/fr', 'pages/fr.md')]), homes]);
    expect(seen).toEqual([false, true, true]);
    expect(table.get('/')?.target.kind).toBe('home');
  });

  it('reads "" as "/" and lets a pagination copy (/page/1) yield without a report', async () => {
    const { table, duplicates } = await run([
      section('one', () => [note('', 'root'), note('/blog/page/1', 'first')]),
      section('two', () => [note('/', 'root again'), note('/blog/page/1', 'second')]),
    ]);
    expect(table.get('/')).toMatchObject({ route: '/', source: 'root' });
    expect(table.get('/blog/page/1')?.source).toBe('first');
    expect(duplicates.map((one) => one.route)).toEqual(['/']);
  });

  it('makes no promise per route of a section that yields them as they are (React tracks each one under next dev)', async () => {
    const promisesFor = async (count: number) => {
      let promises = 0;
      const hook = createHook({ init: (_id, type) => void (type === 'PROMISE' && (promises += 1)) });
      const routes = Array.from({ length: count }, (_, i) => note(`/docs/${i}`, `docs/${i}.md`));
      hook.enable();
      try {
        await run([
          section('docs', function* () {
            yield* routes;
          }),
        ]);
      } finally {
        hook.disable();
      }
      return promises;
    };
    // A few for the loop itself, not some per route (three per route with `for await`).
    expect(await promisesFor(1000)).toBeLessThan(100);
    // An async section still works, route by route.
    const { table } = await run([
      section('later', async function* () {
        yield note('/a', 'a');
      }),
    ]);
    expect([...table.keys()]).toEqual(['/a']);
  });
});
