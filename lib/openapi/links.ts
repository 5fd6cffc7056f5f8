import { siteConfig } from '@/lib/config';
import { parseApiHref, type ApiLinkTarget } from '@/lib/mdx/api-links';
import { getApiModel } from './index';
import { modelOperations } from './model-operations';
import { methodLabel } from './path-items';
import { operationHref } from './pages';

export type { ApiLinkTarget };
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
    const known = siteConfig().apis.filter((entry) => entry.version?.latest !== false).map((entry) => entry.id).join(', ');
    throw new Error(`API link to "${apiId}#${operationId}": there is no API "${apiId}" in site.config.ts apis (known: ${known}).`);
  }
  const model = await getApiModel(api);
  const operations = modelOperations(model);
  const op = operations.find((candidate) => candidate.id === operationId);
  if (!op) {
    const known = operations.map((candidate) => candidate.id);
    throw new Error(
      `API link to "${apiId}#${operationId}": ${api.spec} has no operation with id "${operationId}". ` +
        `Known ids: ${known.slice(0, 30).join(', ')}${known.length > 30 ? ', …' : ''}.`,
    );
  }
  return { href: operationHref(api, op), method: methodLabel(op.method), path: op.path, summary: op.summary };
}
