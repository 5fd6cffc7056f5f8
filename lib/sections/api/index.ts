import type { Metadata } from 'next';
import { absoluteUrl, siteConfig, type ApiEntry } from '@/lib/config';
import { pageMetadata } from '@/lib/config/metadata';
import { apiPages, findApiPage, getApiModel, type ApiModel, type ApiPage } from '@/lib/openapi';
import { formatSpecLinkProblems } from '@/lib/openapi/links/in-spec';
import { methodLabel } from '@/lib/openapi/model/path-items';
import { versionSwitch } from '@/lib/openapi/versions/versions';
import type { Section } from '@/lib/site/section';
import { countChannels, countOperations } from '@/lib/text/counts';
import { siteWarn } from '@/lib/site/warnings';

/** One page of an API reference: page is its path under the API's route ("" for the overview). */
export interface ApiTargets {
  api: { api: ApiEntry; page: string };
}

/** The latest version's counterpart of an older version's page (absolute, without its anchor), or undefined. */
async function latestCanonical(api: ApiEntry, model: ApiModel, page: ApiPage): Promise<string | undefined> {
  if (!api.version || api.version.latest) return undefined;
  const latest = (await versionSwitch(api, model, page))?.versions.find((link) => link.latest);
  return latest?.exact ? absoluteUrl(latest.href.replace(/#.*$/, '')) : undefined;
}

function apiPageTitle(page: ApiPage, label: string): string {
  if (page.kind === 'operation') return `${page.op.title} | ${label}`;
  if (page.kind === 'schema') return `${page.entry.name} schema | ${label}`;
  if (page.kind === 'schemas') return `Schemas | ${label}`;
  return label;
}

/** A reference page's description (search results, social cards, llms.txt): an event API's in its own words. */
export function apiPageDescription(model: ApiModel, page: ApiPage): string {
  const api = `${model.info.title} ${model.info.version}`;
  if (model.asyncapi) {
    return page.kind === 'operation'
      ? `${methodLabel(page.op.method)} ${page.op.path}: its channel, messages, payloads and samples (${api}).`
      : `${api} event reference: ${countOperations(model.counts.operations)} on ${countChannels(model.asyncapi.channels.length)} with messages, payload schemas and message samples.`;
  }
  return page.kind === 'operation'
    ? `${methodLabel(page.op.method)} ${page.op.path}: parameters, request body, responses and samples (${api}).`
    : `${api} reference: ${countOperations(model.counts.operations)} with parameters, schemas and request samples.`;
}

async function apiMetadata({ api, page: path }: ApiTargets['api'], route: string): Promise<Metadata> {
  const model = await getApiModel(api);
  const page = findApiPage(model, path);
  if (!page) return {};
  // A versioned API's titles name the version: "Tide API v1", so results and llms.txt tell them apart.
  const label = `${api.navbarLabel ?? model.info.title}${api.version ? ` ${api.version.label}` : ''}`;
  const meta = pageMetadata({ title: apiPageTitle(page, label), description: apiPageDescription(model, page), path: route });
  // An older version's page is canonical to the same page in the latest, when the latest has it.
  const canonical = await latestCanonical(api, model, page);
  return canonical ? { ...meta, alternates: { ...meta.alternates, canonical } } : meta;
}

/** Every page of every API reference of the config (each version of a versioned API is an API of its own). */
export const apiSection: Section<ApiTargets> = {
  name: 'api',
  async *routes() {
    for (const api of siteConfig().apis) {
      const model = await getApiModel(api);
      if (model.unresolvedLinks) siteWarn(`\n${formatSpecLinkProblems(`${api.spec} (API "${api.id}")`, model.unresolvedLinks)}`);
      for (const { page } of apiPages(model))
        yield { route: page ? `${api.route}/${page}` : api.route, source: api.spec, target: { kind: 'api', api, page } };
    }
  },
  metadata: { api: apiMetadata },
};
