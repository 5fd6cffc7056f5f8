import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a generated file only when its text changed, through a temporary file and a rename: an
 * unchanged file keeps Turbopack's cache and a development server's watchers quiet, and a reader
 * (next build, next dev) never sees half a file.
 */
export function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}
