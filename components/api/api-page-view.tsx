import { notFound } from 'next/navigation';
import { siteConfig, withBase, type ApiEntry } from '@/lib/config';
import { findApiPage, getApiModel } from '@/lib/openapi';
import { specDownloadName, specDownloadRoute } from '@/lib/openapi/download';
import { tryItApi } from '@/lib/openapi/try-it';
import { ApiReference } from './api-reference';
import { SplitReferencePage } from './split-reference';

/** One page of an API reference: the whole reference, or an overview, operation or schema page of a split one. */
export async function ApiPageView({ api, page: pageKey }: { api: ApiEntry; page: string }) {
  const model = await getApiModel(api);
  const page = findApiPage(model, pageKey);
  if (!page) notFound();
  const label = api.navbarLabel ?? model.info.title;
  const download = { downloadHref: withBase(specDownloadRoute(api)), downloadName: specDownloadName(api), route: api.route };
  // The Try it console, only for an API that enables it (site.config.ts `tryIt`).
  const tryIt = api.tryIt ? tryItApi(model, { id: api.id, tryIt: api.tryIt }, siteConfig) : undefined;
  if (model.split) return <SplitReferencePage model={model} page={page} label={label} base={withBase(api.route)} {...download} tryIt={tryIt} />;
  return <ApiReference model={model} label={label} {...download} tryIt={tryIt} />;
}
