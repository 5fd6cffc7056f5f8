// The site's binding of the changelog: which configured APIs have versions, each one's changelog
// (diffs of consecutive versions, with hrefs into each version's reference), and the "Added in" /
// "Changed in" badges of a version's operations. Once per build and set of spec stamps.
import { absoluteUrl, siteConfig, type ApiEntry } from '@/lib/config';
import { getApiModel, getLoadedSpec, operationHref, specStamp } from '../index';
import { modelOperations } from '../model/each-operation';
import type { ApiModel, OperationView } from '../model/types';
import {
  planChangelog,
  versionBadges,
  type ChangelogModel,
  type ChangelogPair,
  type VersionBadge,
  type VersionOperations,
} from './changelog-plan';
import { diffDocuments } from './diff';
import { changelogFeedFiles, specDate } from './feed';
import { operationId } from './operations';

/** The latest entry of every API configured with two versions or more: the ones with a changelog. */
export function versionedApis(apis: ApiEntry[] = siteConfig().apis): ApiEntry[] {
  return apis.filter((api) => api.version?.latest && api.version.family.versions.length > 1);
}

/** The expanded entries of an API's versions, newest first. */
function familyEntries(latest: ApiEntry): ApiEntry[] {
  return latest.version!.family.versions.map((ref) => {
    const entry = siteConfig().apis.find((api) => api.id === ref.id);
    if (!entry) throw new Error(`API "${latest.id}": version ${ref.name} (${ref.id}) is not among the configured APIs`);
    return entry;
  });
}

/**
 * The key the diff gives an operation of the reference: an event operation's is made of its
 * changelog path ("/" + a topic's address, see asyncapi/diff-view.ts), not the address it shows.
 */
const changelogKey = (op: OperationView) => operationId(op.event ? { ...op, path: op.event.changelogPath } : op);

/** What the changelog plan needs of one version's reference: each operation's title, tag and page, by the diff's key. */
export function versionOperations(entry: ApiEntry, model: ApiModel): VersionOperations {
  const operations: VersionOperations['operations'] = new Map();
  for (const op of modelOperations(model)) operations.set(changelogKey(op), { title: op.title, tag: op.tags[0], href: operationHref(entry, op) });
  const version = entry.version!;
  return { version: { name: version.name, label: version.label, route: entry.route }, operations };
}

const shared = globalThis as { __apiDocsChangelogs?: Map<string, { stamp: string; value: Promise<ChangelogModel> }> };
const memo = (shared.__apiDocsChangelogs ??= new Map());

/** The changelog of a versioned API (its latest entry), newest pair first; computed once per set of specs. */
export function getChangelog(latest: ApiEntry): Promise<ChangelogModel> {
  const entries = familyEntries(latest);
  const stamp = entries.map((entry) => specStamp(entry.spec)).join('|');
  const hit = memo.get(latest.id);
  if (hit?.stamp === stamp) return hit.value;
  const value = (async () => {
    const docs = await Promise.all(entries.map(async (entry) => (await getLoadedSpec(entry.spec, entry.overlays)).document));
    const models = await Promise.all(entries.map((entry) => getApiModel(entry)));
    const diffs = docs.slice(1).map((older, i) => diffDocuments(older, docs[i]!));
    const versions = entries.map((entry, i) => versionOperations(entry, models[i]!));
    const family = latest.version!.family;
    return planChangelog({ id: family.id, route: family.route, title: latest.navbarLabel ?? models[0]!.info.title }, versions, diffs);
  })();
  value.catch(() => memo.delete(latest.id));
  memo.set(latest.id, { stamp, value });
  return value;
}

/** The latest entry of the API an entry is a version of, when that API has a changelog. */
export function changelogOwner(api: ApiEntry): ApiEntry | undefined {
  if (!api.version || api.version.family.versions.length < 2) return undefined;
  return versionedApis().find((entry) => entry.id === api.version!.family.id);
}

/**
 * A versioned API's model with its changelog route and its operations' version badges. A new model
 * beside the one getApiModel returns, which every page of the build shares and which nothing changes
 * after it is built; the model's disk cache does not hold the badges: they depend on the other
 * versions' specs.
 */
export async function withChangelog(api: ApiEntry, model: ApiModel): Promise<ApiModel> {
  const owner = changelogOwner(api);
  if (!owner) return model;
  const changelog = await getChangelog(owner);
  return withVersionBadges(model, changelog.changelogRoute, versionBadges(changelog, api.version!.name));
}

/**
 * The model with a changelog route and the badges (by operationId) on its operations: badged
 * operations are copies, the rest are the model's own. An operation listed under two tags stays one
 * object under both, as in the model.
 */
export function withVersionBadges(model: ApiModel, changelogRoute: string, badges: Map<string, VersionBadge>): ApiModel {
  const copies = new Map<OperationView, OperationView>();
  const badged = (op: OperationView): OperationView => {
    const badge = badges.get(changelogKey(op));
    if (!badge) return op;
    if (!copies.has(op)) copies.set(op, { ...op, versionBadge: badge });
    return copies.get(op)!;
  };
  return {
    ...model,
    tags: model.tags.map((tag) => ({ ...tag, operations: tag.operations.map(badged) })),
    webhooks: model.webhooks.map(badged),
    changelogRoute,
  };
}

/** The feed files of every versioned API's changelog (RSS, Atom, JSON Feed), for the post-build step. */
export async function apiChangelogFeedFiles(): Promise<{ route: string; content: string }[]> {
  const files: { route: string; content: string }[] = [];
  for (const api of versionedApis()) {
    const model = await getChangelog(api);
    const specOf = new Map(api.version!.family.versions.map((ref) => [ref.name, ref.spec]));
    const site = {
      siteTitle: siteConfig().title,
      copyright: siteConfig().footer.copyright,
      absolute: (route: string) => absoluteUrl(route),
      dateOf: (pair: ChangelogPair) => specDate(specOf.get(pair.to.name)!),
    };
    files.push(...changelogFeedFiles(model, site));
  }
  return files;
}
