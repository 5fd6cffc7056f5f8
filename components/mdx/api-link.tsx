import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link.client';
import { resolveApiLink } from '#site-apis';

/**
 * A link from the docs to an API operation by its id, checked at build time:
 * `<ApiLink api="calculator" op="divide" />` shows "POST /api/calc/divide" unless given text.
 */
export async function ApiLink({ api, op, children }: { api: string; op: string; children?: ReactNode }) {
  const target = await resolveApiLink(api, op);
  return (
    <SiteLink href={target.href} title={target.summary}>
      {children ?? (
        <code>
          {target.method} {target.path}
        </code>
      )}
    </SiteLink>
  );
}
