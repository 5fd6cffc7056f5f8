import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { preparedContentMemoPath } from '@/lib/config/env.mjs';
import { readPreparedSite } from '@/lib/config/prepared';
import type { LastUpdate } from './last-updated';
import type { MarkdownOutline } from './outline';

// What the content costs to learn per file, learnt once per build. Every process of a build loads
// the docs (the content check, then each of next build's workers); measured on 1,000 generated docs
// on this 2-core machine, a load took 13 CPU s, half of it parsing each body for its outline (headings,
// first paragraph) and the other half waiting on one `git log` per doc for its last update (each git
// process's own CPU on top). The content check writes what it learnt beside the prepared site; the
// later processes of the same preparation (same `preparedAt`) read it instead of learning it again.
// Development never reads it: there the content changes under the server. But an edit changes one
// file, and every loader then reads the whole site again: on 10,000 generated docs that was 10,000
// outline parses and 10,000 `git log` processes per edit. So the dev server keeps, for its lifetime, each
// body's outline (the key is the body itself, never stale) and each file's last update while its
// modification time is unchanged (a commit that touches no file shows after the server restarts).

interface MemoFile {
  preparedAt: number;
  outlines: Record<string, MarkdownOutline>;
  lastUpdates: Record<string, LastUpdate | null>;
}

let memo: { site: unknown; outlines: Map<string, MarkdownOutline>; lastUpdates: Map<string, LastUpdate | null> } | undefined;

/** The memo of the prepared site of this build; none outside a production build (development, tests). */
function current(): typeof memo {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const site = readPreparedSite();
  if (memo?.site === site) return memo;
  memo = { site, outlines: new Map(), lastUpdates: new Map() };
  if (!site.contentChecked) return memo;
  try {
    const file = JSON.parse(fs.readFileSync(preparedContentMemoPath(), 'utf8')) as MemoFile;
    if (file.preparedAt !== site.preparedAt) return memo;
    memo.outlines = new Map(Object.entries(file.outlines));
    memo.lastUpdates = new Map(Object.entries(file.lastUpdates));
  } catch {
    // None written (a build without the content check): every process learns for itself, as it did.
  }
  return memo;
}

const devOutlines = new Map<string, MarkdownOutline>();
const devLastUpdates = new Map<string, { mtimeMs: number; value: LastUpdate | null }>();
const developing = () => process.env.NODE_ENV === 'development';

/** A copy, so that no caller's change reaches the memo or another doc with the same body. */
function copyOutline(outline: MarkdownOutline): MarkdownOutline {
  return { ...outline, headings: outline.headings.map((heading) => ({ ...heading })) };
}

/** The outline of a body with these parse options: the memo's, else `make`'s (remembered). */
export function memoOutline(body: string, options: unknown, make: () => MarkdownOutline): MarkdownOutline {
  const outlines = current()?.outlines ?? (developing() ? devOutlines : undefined);
  if (!outlines) return make();
  const key = createHash('sha256').update(JSON.stringify(options ?? null)).update('\0').update(body).digest('base64url');
  let outline = outlines.get(key);
  if (!outline) {
    outline = make();
    outlines.set(key, copyOutline(outline));
    return outline;
  }
  return copyOutline(outline);
}

/** A file's last update (git): the memo's, else `read`'s (remembered; undefined is remembered too). */
export function memoLastUpdate(absFile: string, read: () => LastUpdate | undefined): LastUpdate | undefined {
  const lastUpdates = current()?.lastUpdates;
  if (!lastUpdates) return developing() ? devLastUpdate(absFile, read) : read();
  if (!lastUpdates.has(absFile)) lastUpdates.set(absFile, read() ?? null);
  const found = lastUpdates.get(absFile);
  return found ? { ...found } : undefined;
}

/** Development: the file's last update as `read` gave it while the file's modification time is the same. */
function devLastUpdate(absFile: string, read: () => LastUpdate | undefined): LastUpdate | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(absFile).mtimeMs;
  } catch {
    return read();
  }
  let entry = devLastUpdates.get(absFile);
  if (entry?.mtimeMs !== mtimeMs) {
    entry = { mtimeMs, value: read() ?? null };
    devLastUpdates.set(absFile, entry);
  }
  return entry.value ? { ...entry.value } : undefined;
}

/** Writes what this process learnt for the later processes of the build (the content check calls it). */
export function writeContentMemo(): void {
  const { outlines, lastUpdates } = current() ?? { outlines: new Map(), lastUpdates: new Map() };
  const file: MemoFile = {
    preparedAt: readPreparedSite().preparedAt,
    outlines: Object.fromEntries(outlines),
    lastUpdates: Object.fromEntries(lastUpdates),
  };
  fs.writeFileSync(preparedContentMemoPath(), JSON.stringify(file));
}
