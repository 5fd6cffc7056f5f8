// The files a compile looks at (an image, a file a link names), for the compile cache
// (lib/mdx/compile-cache.ts): an entry holds their stamps, so a new, changed or removed file is a miss.
// A file of its own so that the plugins that read files need not import the cache (and its pipeline).
import { AsyncLocalStorage } from 'node:async_hooks';
import { fileStamp as stampOf } from '@/lib/files/tree';

/** A file's stamp: its time and size ("absent" when there is none). */
export function fileStamp(file: string): string {
  return stampOf(file) ?? 'absent';
}

const reads = new AsyncLocalStorage<Record<string, string>>();

/** Runs `compile` with every file a plugin notes (noteFileRead) stamped into `files`. */
export function recordFileReads<T>(files: Record<string, string>, compile: () => Promise<T>): Promise<T> {
  return reads.run(files, compile);
}

/** Called by a plugin that looks at a file on disk (lib/mdx/images.ts, file-links.ts, doc-links.ts). */
export function noteFileRead(absFile: string): void {
  const files = reads.getStore();
  if (files) files[absFile] = fileStamp(absFile);
}
