import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeView } from '@/components/routes/route-views';
import { routeMetadata } from '@/lib/site/metadata';
import { readPreparedSite } from '@/lib/config/prepared';
import { routesToRender } from '@/lib/site/incremental';
import { routeOfSlug, routeTable, slugOfRoute, staticRoutes } from '@/lib/site/routes';

// Every page of the site comes from one route table (lib/site/routes.ts), built by the sections
// (lib/sections/) from the site folder's content and config, and renders by its kind
// (components/routes/route-views.tsx): docs, blog and API routes live wherever the config puts them, and a
// section with nothing to show has no routes at all.
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug?: string[] }>;
}

// A build renders only the routes whose inputs changed since the last export; the post-build step
// copies the others from the export cache (lib/site/incremental.ts).
export async function generateStaticParams() {
  const routes = routesToRender(await staticRoutes(), readPreparedSite().preparedAt);
  return routes.map((route) => ({ slug: slugOfRoute(route) }));
}

async function entryOf(props: Props) {
  return (await routeTable()).get(routeOfSlug((await props.params).slug));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const entry = await entryOf(props);
  return entry ? routeMetadata(entry) : {};
}

export default async function SitePage(props: Props) {
  const entry = await entryOf(props);
  if (!entry) notFound();
  return routeView(entry.target);
}
