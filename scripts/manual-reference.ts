// `npm run manual:reference`: writes the manual's generated reference pages (scripts/lib/manual-reference.ts)
// into manual/docs/reference/, and the OpenAPI document of the openapi:diff JSON output into
// manual/openapi/. Run it after changing an option, a front matter field, a script, a module or a diff
// rule; tests/manual/reference.test.ts fails until the committed files match.
import fs from 'node:fs';
import path from 'node:path';
import { DIFF_OUTPUT_SPEC, REFERENCE_DIR, diffOutputSpec, referencePages } from './lib/manual-reference';

const root = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const dir = path.join(root, REFERENCE_DIR);
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(referencePages(scripts))) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote ${path.join(REFERENCE_DIR, file)}`);
}
fs.mkdirSync(path.dirname(path.join(root, DIFF_OUTPUT_SPEC)), { recursive: true });
fs.writeFileSync(path.join(root, DIFF_OUTPUT_SPEC), diffOutputSpec());
console.log(`wrote ${DIFF_OUTPUT_SPEC}`);
