import { siteConfig } from '@/lib/config';
import { parseApiHref, unknownApiLink, type ApiLinkTarget } from '@/lib/mdx/api-links';
import { getApiModel } from '..';
import { modelOperations } from '../model/each-operation';
import { methodLabel } from '../model/path-items';
import { operationHref } from '../pages/pages';
import type { ApiModel, OperationView } from '../model/types';

export type { ApiLinkTarget };

/** A channel or message of an AsyncAPI model named "channel/<name>" or "message/<name>", where its page shows it (a channel: the reference's first page, which lists every channel). */
function eventTarget(model: ApiModel, operations: OperationView[], wanted: string) {
  const [kind, name] = [wanted.slice(0, wanted.indexOf('/')), wanted.slice(wanted.indexOf('/') + 1)];
  if (kind === 'channel') {
    const channel = model.asyncapi!.channels.find((c) => c.name === name);
    if (channel) return { anchor: channel.anchor, page: undefined, method: 'CHANNEL', path: channel.address ?? channel.name };
  }
  if (kind === 'message') {
    for (const op of operations) {
      const message = [...(op.event?.messages ?? []), ...(op.event?.reply?.messages ?? [])].find((m) => m.name === name);
      if (message) return { anchor: message.anchor, page: op.page, method: 'MESSAGE', path: message.title, summary: message.summary };
    }
  }
  return undefined;
}
export { parseApiHref };

/**
 * Resolves a docs-to-API link (`<ApiLink api="calculator" op="divide" />` or
 * `[text](api:calculator#divide)`) at build time; an unknown API or operation fails the build.
 */
export async function resolveApiLink(apiId: string, operationId: string): Promise<ApiLinkTarget> {
  const api = siteConfig().apis.find((entry) => entry.id === apiId);
  if (!api) {
    const [family, version] = apiId.split('@');
    const versions = siteConfig().apis.find((entry) => entry.id === family)?.version?.family.versions;
    if (version !== undefined && versions) {
      // The latest is linked without a version; "api:word@v2#op" for the latest v2 works too.
      const latest = versions[0]!;
      if (version === latest.name) return resolveApiLink(family!, operationId);
      const known = versions.map((ref, index) => (index === 0 ? `${ref.name} (the latest: api:${family}#…)` : `${ref.name} (api:${ref.id}#…)`)).join(', ');
      throw new Error(`API link to "${apiId}#${operationId}": API "${family}" has no version "${version}" (known versions: ${known}).`);
    }
    throw unknownApiLink(
      apiId,
      operationId,
      siteConfig()
        .apis.filter((entry) => entry.version?.latest !== false)
        .map((entry) => entry.id),
    );
  }
  const model = await getApiModel(api);
  const operations = modelOperations(model);
  const op = operations.find((candidate) => candidate.id === operationId);
  // An AsyncAPI reference also links to a channel ("api:events#channel/readings") or a message ("#message/reading").
  const event = model.asyncapi && !op ? eventTarget(model, operations, operationId) : undefined;
  if (event) return { ...event, href: operationHref(api, event) };
  if (!op) {
    const known = [
      ...operations.map((candidate) => candidate.id),
      ...(model.asyncapi ? [...model.asyncapi.channels.map((c) => `channel/${c.name}`), ...operations.flatMap((o) => (o.event?.messages ?? []).map((m) => `message/${m.name}`))] : []),
    ];
    throw new Error(
      `API link to "${apiId}#${operationId}": ${api.spec} has no operation with id "${operationId}". ` +
        `Known ids: ${known.slice(0, 30).join(', ')}${known.length > 30 ? ', …' : ''}.`,
    );
  }
  return { href: operationHref(api, op), method: methodLabel(op.method), path: op.path, summary: op.summary };
}
