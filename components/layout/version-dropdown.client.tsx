'use client';

import { usePathname } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { useDismissableDetails } from '@/lib/runtime/dismiss-details';
import { normaliseRoute, useLoadVersionDocs, useVersionNav } from '@/components/ui/versions-data.client';
import { SiteLink } from '@/components/ui/site-link.client';
import { docIdAt, docRouteIn, lastVersion, versionOfRoute, type VersionNavEntry } from '@/lib/runtime/docs-versions';
import { usePreferredVersionName } from '@/lib/runtime/preferred-version';

export interface VersionDropdownProps {
  docsPluginId: string;
  dropdownItemsBefore: { label: string; href: string }[];
  dropdownItemsAfter: { label: string; href: string }[];
  dropdownActiveClassDisabled: boolean;
  versions?: string[] | Record<string, { label?: string }>;
  className?: string;
  /** The "All versions" link: the site's versions page; none when the site has none. */
  allVersionsHref?: string;
  /** "navbar" (a floating menu) or "mobile" (a list inside the mobile menu). */
  variant: 'navbar' | 'mobile';
}

/** The versions the item lists, in its order, with its labels (Docusaurus' `versions` option). */
function listed(all: VersionNavEntry[], option: VersionDropdownProps['versions']): VersionNavEntry[] {
  if (!option) return all;
  const names = Array.isArray(option) ? option : Object.keys(option);
  return names.flatMap((name) => {
    const version = all.find((candidate) => candidate.name === name);
    const label = Array.isArray(option) ? undefined : option[name]?.label;
    return version ? [label ? { ...version, label } : version] : [];
  });
}

const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** Each version link's route as the exported page wrote it, by version name, for the route it was written for. */
interface WrittenLinks {
  route: string;
  routes: Map<string, string>;
}

/**
 * The links of the dropdown `id` as the exported page has them, read while the page hydrates so that
 * the first render agrees with its HTML: the build wrote there the doc being read in each version
 * (lib/postbuild/version-links.ts), which the page's client data no longer lists (issue 29).
 * Undefined on the server and when the dropdown mounts later (it then has no HTML of its own).
 */
function writtenLinks(id: string, route: string): WrittenLinks | undefined {
  if (typeof document === 'undefined') return undefined;
  const links = document.getElementById(id)?.querySelectorAll<HTMLAnchorElement>('a[data-version]');
  if (!links?.length) return undefined;
  const routeOf = (href: string) => (BASE_PATH && href.startsWith(`${BASE_PATH}/`) ? href.slice(BASE_PATH.length) : href);
  return { route, routes: new Map([...links].map((link) => [link.dataset.version!, routeOf(link.getAttribute('href') ?? '')])) };
}

/**
 * The navbar's docs version dropdown (Docusaurus' docsVersionDropdown): each version links to the
 * doc being read in that version, else to its main doc; choosing one saves it as the preferred
 * version. A native <details> opens and closes it, so the list works with a keyboard and without
 * JavaScript. The page's client data has each version but not its docs (issue 29): the exported
 * HTML has this doc's link in every version (written by the build for the page), and the first
 * opening reads the instance's shared file, after which the links follow client navigations.
 */
export function VersionDropdown(props: VersionDropdownProps) {
  const nav = useVersionNav(props.docsPluginId);
  const loadDocs = useLoadVersionDocs(props.docsPluginId);
  const route = normaliseRoute(usePathname());
  const names = useMemo(() => nav?.versions.map((version) => version.name) ?? [], [nav]);
  const [preferred, savePreferred] = usePreferredVersionName(props.docsPluginId, names);
  const details = useDismissableDetails();
  const id = useId();
  const [written] = useState(() => writtenLinks(id, route));

  if (!nav || nav.versions.length === 0) return null;
  // Without the docs (the shared file not read yet) a route's version is the one whose route base holds it.
  const docsKnown = nav.versions.every((version) => version.docs);
  const active = versionOfRoute(nav, route);
  const docId = active && docIdAt(active, route);
  const hrefOf = (version: VersionNavEntry) => {
    if (docsKnown) return active ? docRouteIn(version, docId) : version.mainDocRoute;
    return (written?.route === route && written.routes.get(version.name)) || version.mainDocRoute;
  };
  const versions = listed(nav.versions, props.versions);
  const shown = active ?? nav.versions.find((version) => version.name === preferred) ?? lastVersion(nav);
  const label = versions.find((version) => version.name === shown.name)?.label ?? shown.label;
  const allVersions =
    props.allVersionsHref &&
    ![...props.dropdownItemsAfter, ...props.dropdownItemsBefore].some((link) => link.href === props.allVersionsHref);
  const mobile = props.variant === 'mobile';
  const linkClass = mobile ? 'mobile-menu__link' : 'version-menu__link';

  return (
    <details
      ref={details}
      id={id}
      onToggle={(event) => {
        if (event.currentTarget.open) loadDocs();
      }}
      className={`version-menu${mobile ? ' version-menu--mobile' : ''}${props.className ? ` ${props.className}` : ''}`}
    >
      <summary
        className={`${mobile ? 'mobile-menu__link' : 'navbar__link'} version-menu__toggle${active && !props.dropdownActiveClassDisabled ? ' is-active' : ''}`}
        aria-label={`Docs version: ${label}`}
      >
        {label}
      </summary>
      <ul className="version-menu__list">
        {props.dropdownItemsBefore.map((link) => (
          <li key={`before:${link.href}`}>
            <SiteLink
              href={link.href}
              className={linkClass}
              prefetch="hover"
              onClick={() => details.current && (details.current.open = false)}
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
        {versions.map((version) => {
          const href = hrefOf(version);
          const current = version.name === active?.name;
          return (
            <li key={version.name}>
              <SiteLink
                href={href}
                className={`${linkClass}${current ? ' is-active' : ''}`}
                prefetch="hover"
                aria-current={current ? 'true' : undefined}
                data-version={version.name}
                data-docs-plugin={props.docsPluginId}
                onClick={() => {
                  savePreferred(version.name);
                  if (details.current) details.current.open = false;
                }}
              >
                {version.label}
              </SiteLink>
            </li>
          );
        })}
        {props.dropdownItemsAfter.map((link) => (
          <li key={`after:${link.href}`}>
            <SiteLink href={link.href} className={linkClass} prefetch="hover">
              {link.label}
            </SiteLink>
          </li>
        ))}
        {allVersions && (
          <li className="version-menu__all">
            <SiteLink href={props.allVersionsHref!} className={linkClass} prefetch="hover">
              All versions
            </SiteLink>
          </li>
        )}
      </ul>
    </details>
  );
}
