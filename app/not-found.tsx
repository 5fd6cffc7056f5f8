import { Main } from '@/components/layout/main';
import { PathNormaliser } from '@/components/runtime/path-normaliser.client';
import { SiteLink } from '@/components/ui/site-link.client';
import { pageMetadata } from '@/lib/config/metadata';

export const metadata = {
  ...pageMetadata({ title: 'Page not found', path: '/404', noindex: true }),
  // Next.js adds its own robots noindex to the not-found page; a second tag would only repeat it.
  alternates: undefined,
  robots: undefined,
};

export default function NotFound() {
  return (
    <Main>
      <PathNormaliser notFound />
      <div className="container not-found" data-page-not-found>
        <h1>Page not found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          Try the <SiteLink href="/">home page</SiteLink>, the <SiteLink href="/docs/intro">tutorial</SiteLink> or the{' '}
          <SiteLink href="/api/word">Word API reference</SiteLink>.
        </p>
      </div>
    </Main>
  );
}
