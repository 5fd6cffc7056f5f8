import { describe, expect, it, vi } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';
import { resolveApiLink } from '@/lib/openapi/links/api-links';

// The greenhouse event API (tests/fixtures/asyncapi, AsyncAPI 3.0) beside the site's APIs, one page
// ("events") and split ("events-split", a page per operation).
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  const { apiEntrySchema } = await import('@/lib/config/schema');
  const spec = 'tests/fixtures/asyncapi/greenhouse/asyncapi.yaml';
  const events = [
    apiEntrySchema.parse({ id: 'events', spec, route: '/api/events' }),
    apiEntrySchema.parse({ id: 'events-split', spec, route: '/api/events-split', splitAbove: 0 }),
  ];
  const config = { ...real.siteConfig(), apis: [...real.siteConfig().apis, ...events] };
  return { ...real, siteConfig: () => config };
});

describe('api: links to an event API', () => {
  it('resolve an operation, a channel and a message, on a one-page and on a split reference', { timeout: 30_000 }, async () => {
    await expect(resolveApiLink('events', 'publishReading')).resolves.toMatchObject({ href: '/api/events#operation/publishReading', method: 'SEND' });
    await expect(resolveApiLink('events', 'channel/readings')).resolves.toMatchObject({ href: '/api/events#channel/readings', method: 'CHANNEL' });
    await expect(resolveApiLink('events', 'message/reading')).resolves.toMatchObject({ href: '/api/events#message/reading', method: 'MESSAGE' });
    // Split: the channel is described on the overview, the message on its operation's page.
    await expect(resolveApiLink('events-split', 'channel/readings')).resolves.toMatchObject({ href: '/api/events-split#channel/readings' });
    await expect(resolveApiLink('events-split', 'message/reading')).resolves.toMatchObject({ href: '/api/events-split/publishReading#message/reading' });
  });

  it('fail on a channel or message the document does not have, naming the known ones; in a doc, with its file and line', async () => {
    await expect(resolveApiLink('events', 'channel/weather')).rejects.toThrow(/has no operation with id "channel\/weather"\. Known ids: .*channel\/readings.*message\/reading/);
    await expect(resolveApiLink('events', 'message/rain')).rejects.toThrow(/has no operation with id "message\/rain"/);
    await expect(compileMdx('# Beds\n\n[rain](api:events#message/rain)\n', { file: 'docs/beds.md', resolveApiLink })).rejects.toThrow(
      /^docs\/beds\.md:3: the API link "api:events#message\/rain" points to no operation\./,
    );
  });
});
