'use client';

import { usePathname } from 'next/navigation';
import { useMemo } from 'react';
import { useDismissableDetails } from '@/lib/runtime/dismiss-details';
import { normaliseRoute, useVersionNav } from '@/components/ui/versions-data.client';
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

/**
 * The navbar's docs version dropdown (Docusaurus' docsVersionDropdown): each version links to the
 * doc being read in that version, else to its main doc; choosing one saves it as the preferred
 * version. A native <details> opens and closes it, so the list works with a keyboard and without
 * JavaScript; the server renders every link for the page being exported.
 */
export function VersionDropdown(props: VersionDropdownProps) {
  const nav = useVersionNav(props.docsPluginId);
  const route = normaliseRoute(usePathname());
  const names = useMemo(() => nav?.versions.map((version) => version.name) ?? [], [nav]);
  const [preferred, savePreferred] = usePreferredVersionName(props.docsPluginId, names);
  const details = useDismissableDetails();

  if (!nav || nav.versions.length === 0) return null;
  const active = versionOfRoute(nav, route);
  const docId = active && docIdAt(active, route);
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
          const href = active ? docRouteIn(version, docId) : version.mainDocRoute;
          const current = version.name === active?.name;
          return (
            <li key={version.name}>
              <SiteLink
                href={href}
                className={`${linkClass}${current ? ' is-active' : ''}`}
                prefetch="hover"
                aria-current={current ? 'true' : undefined}
                data-version={version.name}
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
