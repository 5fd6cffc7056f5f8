import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link.client';

/** `@docusaurus/Link`: `<Link to="/docs/intro">` (or `href`) → the site's link, base path added. */
export default function Link({ to, href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to?: string; href?: string }) {
  return <SiteLink href={to ?? href ?? '#'} {...props} />;
}
