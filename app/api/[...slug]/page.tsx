import { notFound } from 'next/navigation';
import { ApiReference } from '@/components/api/api-reference';
import { SplitReferencePage } from '@/components/api/split-reference';
import { siteConfig, withBase } from '@/lib/config';
import { pageMetadata } from '@/lib/config/metadata';
import { apiPages, findApiPage, getApiModel, type ApiPage } from '@/lib/openapi';
import { apiRouteSlug, findApiBySlug, specDownloadName, specDownloadRoute } from '@/lib/openapi/routes';

export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string[] }>;
}

/** One page per API in site.config.ts `apis`; a split API adds a page per operation, webhook and schema. */
export async function generateStaticParams() {
  const params = await Promise.all(
    siteConfig.apis.map(async (api) => {
      const model = await getApiModel(api);
      return apiPages(model).map(({ page }) => ({ slug: [...apiRouteSlug(api), ...(page ? page.split('/') : [])] }));
    }),
  );
  return params.flat();
}

async function load(props: Props) {
  const { slug } = await props.params;
  const found = findApiBySlug(slug);
  if (!found) notFound();
  const model = await getApiModel(found.api);
  const page = findApiPage(model, found.page);
  if (!page) notFound();
  return { api: found.api, model, page };
}

function pageTitle(page: ApiPage, label: string): string {
  if (page.kind === 'operation') return `${page.op.title} | ${label}`;
  if (page.kind === 'schema') return `${page.entry.name} schema | ${label}`;
  if (page.kind === 'schemas') return `Schemas | ${label}`;
  return label;
}

export async function generateMetadata(props: Props) {
  const { api, model, page } = await load(props);
  const label = api.navbarLabel ?? model.info.title;
  const description =
    page.kind === 'operation'
      ? `${page.op.method.toUpperCase()} ${page.op.path}: parameters, request body, responses and samples (${model.info.title} ${model.info.version}).`
      : `${model.info.title} ${model.info.version} reference: ${model.counts.operations} operations with parameters, schemas and request samples.`;
  return pageMetadata({ title: pageTitle(page, label), description, path: page.page ? `${api.route}/${page.page}` : api.route });
}

export default async function ApiPage(props: Props) {
  const { api, model, page } = await load(props);
  const label = api.navbarLabel ?? model.info.title;
  const download = { downloadHref: withBase(specDownloadRoute(api)), downloadName: specDownloadName(api), route: api.route };
  if (model.split) return <SplitReferencePage model={model} page={page} label={label} base={withBase(api.route)} {...download} />;
  return <ApiReference model={model} label={label} {...download} />;
}
