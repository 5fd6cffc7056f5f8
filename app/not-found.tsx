import { Fragment } from 'react';
import { Main } from '@/components/layout/main';
import { notFoundLinks } from '@/lib/site/links';
import { PathNormaliser } from '@/components/runtime/path-normaliser.client';
import { SiteLink } from '@/components/ui/site-link.client';
import { pageMetadata } from '@/lib/config/metadata';
import { UiText } from '@/components/ui/ui-text';

export const metadata = {
  ...pageMetadata({ title: 'Page not found', path: '/404', noindex: true }),
  // Next.js adds its own robots noindex to the not-found page; a second tag would only repeat it.
  alternates: undefined,
  robots: undefined,
};

export default async function NotFound() {
  const links = [{ label: <UiText k="theme.NotFound.homePage" english="home page" />, href: '/' }, ...(await notFoundLinks())];
  return (
    <Main>
      <PathNormaliser notFound />
      <div className="container not-found" data-page-not-found>
        <h1>
          <UiText k="theme.NotFound.title" english="Page not found" />
        </h1>
        <p>
          <UiText k="theme.NotFound.p1" english="We could not find what you were looking for." />
        </p>
        <p>
          {/* Each piece a text node of its own, as the sentence was before its words became messages. */}
          <UiText k="theme.NotFound.tryThe" english="Try the" />{' '}
          {links.map((link, index) => (
            <Fragment key={link.href}>
              {index > 0 &&
                (index === links.length - 1 ? (
                  <UiText k="theme.NotFound.lastLinkSeparator" english=" or the " />
                ) : (
                  <UiText k="theme.NotFound.linkSeparator" english=", the " />
                ))}
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </Fragment>
          ))}
          <UiText k="theme.NotFound.end" english="." />
        </p>
      </div>
    </Main>
  );
}
