// `npm run manual:reference`: writes the manual's generated reference pages (scripts/lib/manual-reference.ts)
// into manual/docs/reference/, and the OpenAPI documents of the openapi:diff JSON output and of the
// Try it manifest into manual/openapi/. Run it after changing an option, a front matter field, a script, a module or a diff
// rule; tests/manual/reference.test.ts fails until the committed files match.
import fs from 'node:fs';
import path from 'node:path';
import {
  DIFF_OUTPUT_SPEC,
  REFERENCE_DIR,
  TRY_MANIFEST_SPEC,
  diffOutputSpec,
  referencePages,
  tryManifestSpec,
} from './lib/manual-reference';

const root = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const dir = path.join(root, REFERENCE_DIR);
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(referencePages(scripts))) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote ${path.join(REFERENCE_DIR, file)}`);
}
const documents: Array<[string, string]> = [
  [DIFF_OUTPUT_SPEC, diffOutputSpec()],
  [TRY_MANIFEST_SPEC, tryManifestSpec()],
];
for (const [file, text] of documents) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
