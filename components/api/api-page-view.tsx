import { notFound } from 'next/navigation';
import { siteConfig, withBase, type ApiEntry } from '@/lib/config';
import { findApiPage, getApiModel } from '@/lib/openapi';
import { specDownloadName, specDownloadRoute } from '@/lib/openapi/pages/download';
import { withChangelog } from '@/lib/openapi/diff/changelog';
import { versionSwitch } from '@/lib/openapi/versions/versions';
import { tryItApi } from '@/lib/openapi/samples/try-it';
import { ApiReference } from './api-reference';
import { SplitReferencePage } from './split-reference';
import { VersionSwitcher } from './version-switcher';

/** One page of an API reference: the whole reference, or an overview, operation or schema page of a split one. */
export async function ApiPageView({ api, page: pageKey }: { api: ApiEntry; page: string }) {
  // A versioned API's changelog link and its operations' "Added in" / "Changed in" badges.
  const model = await withChangelog(api, await getApiModel(api));
  const page = findApiPage(model, pageKey);
  if (!page) notFound();
  const label = api.navbarLabel ?? model.info.title;
  const download = { downloadHref: withBase(specDownloadRoute(api)), downloadName: specDownloadName(api), route: api.route };
  // A versioned API's pages open with its version switcher (and, on an older version, a note).
  const versions = await versionSwitch(api, model, page);
  const switcher = versions && <VersionSwitcher versions={versions} />;
  // The Try it console, only for an API that enables it (site.config.ts `tryIt`).
  const tryIt = api.tryIt ? tryItApi(model, { id: api.id, tryIt: api.tryIt }, siteConfig()) : undefined;
  if (model.split)
    return (
      <SplitReferencePage
        model={model}
        page={page}
        label={label}
        base={withBase(api.route)}
        versions={switcher}
        {...download}
        tryIt={tryIt}
      />
    );
  return <ApiReference model={model} label={label} versions={switcher} {...download} tryIt={tryIt} />;
}
