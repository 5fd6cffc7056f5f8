'use client';

import { useState, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE } from '@/lib/runtime/islands';

/** What each island held when the page hydrated: a later mount (Back after a client navigation) shows it again. */
const seen = new Map<string, string>();

function heldHtml(id: string): string {
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (element) seen.set(id, element.innerHTML);
  return seen.get(id) ?? '';
}

/**
 * Static content (no client components inside) that the page's HTML carries once. Next sends a page
 * twice, as HTML and as its React payload for hydration; for a reference page the payload was 60 % of
 * its bytes. The post-build step removes an island's children from the payload inlined in the HTML
 * (the payload files client navigations fetch keep them), and this leaf then hydrates on the HTML it
 * finds instead of rendering children it never got. `island` names one region of the page, stable
 * across builds (e.g. the route and the region); a region shown twice (the sidebar, again in the
 * mobile menu) is one island, and each copy takes the first copy's HTML. The post-build step finds
 * the prop by its name (ISLAND_PROP). Links inside are plain `<a>`: nothing in it hydrates.
 */
export function StaticIsland({ island, className, children }: { island: string; className?: string; children?: ReactNode }) {
  // Read once per mount: during hydration from the server's HTML; on a later mount from what hydration saw.
  const [html] = useState(() => (children == null ? heldHtml(island) : undefined));
  const attributes = { [ISLAND_ATTRIBUTE]: island, className };
  if (html === undefined) return <div {...attributes}>{children}</div>;
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
