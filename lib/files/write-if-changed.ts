import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file whole: to a temporary file, then renamed over it, so a reader (next build, next dev)
 * never sees half a file. The temporary name carries the process id: the content check, next build's
 * workers and a development server may write the same file at once, and a shared `.tmp` would let
 * one rename the other's half-written text into place (or fail when it is gone).
 */
export function writeAtomic(file: string, text: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Writes a generated file only when its text changed (through writeAtomic): an unchanged file keeps
 * Turbopack's cache and a development server's watchers quiet.
 */
export function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  writeAtomic(file, text);
}
