import { notFound } from 'next/navigation';
import { ApiReference } from '@/components/api/api-reference';
import { siteConfig, withBase } from '@/lib/config';
import { pageMetadata } from '@/lib/config/metadata';
import { getApiModel } from '@/lib/openapi';
import { apiRouteSlug, findApiBySlug, specDownloadName, specDownloadRoute } from '@/lib/openapi/routes';

export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string[] }>;
}

/** One page per API in site.config.ts `apis`. */
export function generateStaticParams() {
  return siteConfig.apis.map((api) => ({ slug: apiRouteSlug(api) }));
}

async function load(props: Props) {
  const { slug } = await props.params;
  const api = findApiBySlug(slug);
  if (!api) notFound();
  return { api, model: await getApiModel(api) };
}

export async function generateMetadata(props: Props) {
  const { api, model } = await load(props);
  const description = `${model.info.title} ${model.info.version} reference: ${model.counts.operations} operations with parameters, schemas and request samples.`;
  return pageMetadata({ title: api.navbarLabel ?? model.info.title, description, path: api.route });
}

export default async function ApiPage(props: Props) {
  const { api, model } = await load(props);
  return (
    <ApiReference
      model={model}
      label={api.navbarLabel ?? model.info.title}
      downloadHref={withBase(specDownloadRoute(api))}
      route={api.route}
      downloadName={specDownloadName(api)}
    />
  );
}
