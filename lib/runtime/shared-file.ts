// The shared, content-hashed files under _next/static/ that a page's client leaves read instead of
// carrying a list that grows with the site (issue 29): the docs sidebars (lib/runtime/sidebar-file.ts)
// and each docs instance's versions (lib/runtime/docs-versions.ts). Client-safe.

const loads = new Map<string, Promise<unknown>>();

/**
 * The JSON file at `url`, fetched once per page load and shared by every leaf that asks; a failed
 * fetch is forgotten so that the next try fetches again.
 */
export function loadSharedFile(url: string, fetchJson: (url: string) => Promise<unknown> = defaultFetch): Promise<unknown> {
  let load = loads.get(url);
  if (!load) {
    load = fetchJson(url);
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

async function defaultFetch(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
