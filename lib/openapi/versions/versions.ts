// The versions of a versioned API as one page of it sees them: for each version, where this page
// leads there. Site binding: reads the expanded config entries and their (memoised) models.
import { siteConfig, type ApiEntry } from '@/lib/config';
import { getApiModel } from '..';
import type { ApiPage } from '../pages/pages';
import type { ApiModel } from '../model/types';
import { anchorMap, counterpart } from './match';

export interface VersionLink {
  name: string;
  label: string;
  latest: boolean;
  /** The version being read. */
  current: boolean;
  /** This page's counterpart there, without the base path (the page itself for the current version). */
  href: string;
  /** The counterpart is the same operation, webhook or schema (else the version's top). */
  exact: boolean;
  /** One-page reference: where each anchor of this page is in that version (version-match.ts anchorMap). */
  anchors?: Record<string, string>;
}

export interface VersionSwitch {
  /** The API's own id and route, as configured. */
  family: { id: string; route: string };
  current: VersionLink;
  /** Every version, newest first, the current one among them. */
  versions: VersionLink[];
}

/** The config entry a version reference expanded into. */
function entryOf(id: string): ApiEntry {
  const entry = siteConfig().apis.find((api) => api.id === id);
  if (!entry) throw new Error(`API version "${id}" is not among the configured APIs.`);
  return entry;
}

/**
 * The version switch of one page of a versioned API, or undefined for an API with one spec. Each
 * other version's model is the one its own pages use (getApiModel memoises it per build).
 */
export async function versionSwitch(api: ApiEntry, model: ApiModel, page: ApiPage): Promise<VersionSwitch | undefined> {
  const version = api.version;
  if (!version) return undefined;
  const versions = await Promise.all(
    version.family.versions.map(async (ref): Promise<VersionLink> => {
      const current = ref.id === api.id;
      const base = { name: ref.name, label: ref.label, latest: ref === version.family.versions[0], current };
      if (current) return { ...base, href: page.page ? `${api.route}/${page.page}` : api.route, exact: true };
      const target = await getApiModel(entryOf(ref.id));
      const link: VersionLink = { ...base, ...counterpart(page, ref.route, target, model) };
      if (!model.split) link.anchors = anchorMap(model, ref.route, target);
      return link;
    }),
  );
  return { family: { id: version.family.id, route: version.family.route }, current: versions.find((v) => v.current)!, versions };
}
