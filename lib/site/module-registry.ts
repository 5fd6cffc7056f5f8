// Node only, run by the content check: the registry of a site's own modules and npm packages that
// MDX content imports, written for next build (`#site-modules`, aliased in next.config.mjs). What goes
// in it is found by lib/site/content-modules.ts.
import fs from 'node:fs';
import path from 'node:path';
import { writeIfChanged } from '@/lib/files/write-if-changed';

/** What one bundled module must give: the names content renders as JSX (client) and the others (server). */
export interface BundledModule {
  client: Set<string>;
  server: Set<string>;
  /** Imported for its side effects only (a stylesheet). */
  sideEffect: boolean;
  /** Imported for its side effects only, and a module that runs only in the browser's React (it calls hooks): imported by the client registry. */
  clientSideEffect?: boolean;
}

/** The registry files beside the prepared site: `.site/out.json` → `.site/out.modules.tsx` and `.site/out.client-modules.tsx`. */
export function siteModulesFiles(preparedFile: string): { server: string; client: string } {
  const base = preparedFile.replace(/\.json$/, '');
  return { server: `${base}.modules.tsx`, client: `${base}.client-modules.tsx` };
}

function identifierFor(index: number, name: string): string {
  return `m${index}$${name.replace(/[^\w$]/g, '_')}`;
}

/**
 * The registry's source. Names content renders as JSX come from a `'use client'` module, so a site's
 * components (hooks, state, effects, as Docusaurus sites write them) render in the HTML and hydrate;
 * everything else (data, helpers) is imported on the server and never ships to the browser.
 */
export function siteModulesSource(
  modules: Map<string, BundledModule>,
  registryDir: string,
  clientFileName: string,
): { server: string; client: string | undefined } {
  const header = "// Written by the content check (lib/site/content-modules.ts) for the site's MDX imports. Do not edit.\n";
  const clientLines: string[] = [];
  const serverImports: string[] = [];
  const entries: string[] = [];
  const clientNames: string[] = [];
  [...modules.entries()].forEach(([file, entry], index) => {
    // The bundler resolves paths relative to the registry; the key stays the absolute path the loader looks up.
    const relative = path.relative(registryDir, file).split(path.sep).join('/');
    const spec = JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`);
    const parts: string[] = [];
    if (entry.server.size > 0) {
      serverImports.push(`import * as s${index} from ${spec};`);
      parts.push(`...s${index}`);
    } else if (entry.sideEffect) {
      serverImports.push(`import ${spec};`);
    }
    if (entry.clientSideEffect) clientLines.push(`import ${spec};`);
    if (entry.client.size > 0) {
      const names = [...entry.client].map((name) => `${name} as ${identifierFor(index, name)}`);
      clientLines.push(`export { ${names.join(', ')} } from ${spec};`);
      for (const name of entry.client) {
        clientNames.push(identifierFor(index, name));
        parts.push(`${JSON.stringify(name)}: ${identifierFor(index, name)}`);
      }
    }
    entries.push(`  ${JSON.stringify(file)}: { ${parts.join(', ')} },`);
  });
  const clientModule = `'./${clientFileName.replace(/\.tsx$/, '')}'`;
  // A client registry of side-effect imports alone is still imported, so those modules load with the pages.
  const clientImport =
    clientNames.length > 0
      ? [`import { ${clientNames.join(', ')} } from ${clientModule};`]
      : clientLines.length > 0
        ? [`import ${clientModule};`]
        : [];
  const server = `${header}${[...clientImport, ...serverImports].join('\n')}\n\nexport const siteModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {\n${entries.join('\n')}\n};\n`;
  const client = clientLines.length > 0 ? `'use client';\n${header}${clientLines.join('\n')}\n` : undefined;
  return { server, client };
}

/** Writes the registry for next build (unchanged files are left alone, so Turbopack's cache holds). */
export function writeSiteModules(preparedFile: string, modules: Map<string, BundledModule>): void {
  const files = siteModulesFiles(preparedFile);
  const source = siteModulesSource(modules, path.dirname(files.server), path.basename(files.client));
  writeIfChanged(files.server, source.server);
  if (source.client) writeIfChanged(files.client, source.client);
  else fs.rmSync(files.client, { force: true });
}
