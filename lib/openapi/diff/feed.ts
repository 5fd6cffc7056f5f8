// The feeds of a versioned API's changes (RSS, Atom, JSON Feed), written beside its changelog by the
// post-build step: one item per pair of consecutive versions, newest first, with its counts and its
// breaking changes. An item's date is when the newer version's spec was last committed (else the
// file's time), so an unchanged site gives the same feeds on every build.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { Feed } from 'feed';
import { escapeHtml } from '@/lib/html/escape';
import type { ChangelogModel, ChangelogPair } from './changelog-plan';
import { changeHref } from './changelog-plan';

/** Below the changelog's route: linked from its page and its <head>. */
export const CHANGELOG_FEEDS = [
  { key: 'rss', path: '/rss.xml', type: 'application/rss+xml', title: 'RSS' },
  { key: 'atom', path: '/atom.xml', type: 'application/atom+xml', title: 'Atom' },
  { key: 'json', path: '/feed.json', type: 'application/feed+json', title: 'JSON Feed' },
] as const;

/** At most this many breaking changes are listed in an item; the rest are counted and on the changelog. */
const ITEM_BREAKING = 50;

/** When a spec was last committed, else its file's time, else the epoch. */
export function specDate(file: string): Date {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (out) return new Date(out);
  } catch {
    // Not a git checkout: the file's time.
  }
  return statSync(file, { throwIfNoEntry: false })?.mtime ?? new Date(0);
}

function itemHtml(pair: ChangelogPair, absolute: (route: string) => string): string {
  const { added, removed, changed, breaking, changes } = pair.counts;
  const lines = [`<p>${added} operations added, ${removed} removed, ${changed} changed: ${changes} changes, ${breaking} breaking.</p>`];
  const listed = pair.operations.flatMap((op) => op.changes.filter((c) => c.breaking).map((c) => ({ op, c }))).slice(0, ITEM_BREAKING);
  if (listed.length) {
    lines.push('<h2>Breaking changes</h2><ul>');
    for (const { op, c } of listed) lines.push(`<li><a href="${escapeHtml(absolute(changeHref(pair, op)))}">${escapeHtml(op.label)}</a>: ${escapeHtml(c.message)} (${escapeHtml(c.reason)})</li>`);
    lines.push('</ul>');
    if (breaking > listed.length) lines.push(`<p>And ${breaking - listed.length} more breaking changes on the changelog.</p>`);
  }
  return lines.join('\n');
}

export interface ChangelogFeedSite {
  siteTitle: string;
  copyright: string;
  absolute: (route: string) => string;
  /** The date of a pair's newer version (specDate of its spec). */
  dateOf: (pair: ChangelogPair) => Date;
}

/** One Feed for the three formats. */
export function changelogFeed(model: ChangelogModel, site: ChangelogFeedSite): Feed {
  const link = site.absolute(model.changelogRoute);
  const dates = model.pairs.map(site.dateOf);
  const feed = new Feed({
    id: link,
    title: `${model.title} changelog`,
    description: `Changes between versions of ${model.title}, with breaking changes marked (${site.siteTitle}).`,
    link,
    language: 'en',
    copyright: site.copyright,
    updated: dates[0] ?? new Date(0),
    generator: false,
    feedLinks: Object.fromEntries(CHANGELOG_FEEDS.map((f) => [f.key, site.absolute(`${model.changelogRoute}${f.path}`)])),
  });
  model.pairs.forEach((pair, i) => {
    const url = `${link}#${pair.anchor}`;
    feed.addItem({
      title: `${pair.to.label} (from ${pair.from.label}): ${pair.counts.changes} changes, ${pair.counts.breaking} breaking`,
      id: url,
      link: url,
      date: dates[i]!,
      description: `${pair.counts.added} operations added, ${pair.counts.removed} removed, ${pair.counts.changed} changed.`,
      content: itemHtml(pair, site.absolute),
    });
  });
  return feed;
}

/** The three files of a changelog's feeds, by route. */
export function changelogFeedFiles(model: ChangelogModel, site: ChangelogFeedSite): { route: string; content: string }[] {
  const feed = changelogFeed(model, site);
  const text = { rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() };
  return CHANGELOG_FEEDS.map((f) => ({ route: `${model.changelogRoute}${f.path}`, content: text[f.key] }));
}
