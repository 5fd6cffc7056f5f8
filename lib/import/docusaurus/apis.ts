// OpenAPI specs named by redocusaurus, docusaurus-preset-openapi and docusaurus-plugin-openapi-docs, as this
// site's `apis` entries.

import { relativePath } from './paths';
import { OPENAPI_DOCS, OPENAPI_PRESET, REDOC, type PluginUse } from './plugin-uses';
import { isObj, type ImportReport, type Obj } from './types';

function apiId(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'api'
  );
}

function apiRoute(value: unknown, id: string): string {
  const route = typeof value === 'string' ? `/${value.replace(/^\/+|\/+$/g, '')}` : '';
  return /^\/[a-z0-9/-]+$/.test(route) ? route : `/api/${id}`;
}

export function apiEntries(uses: PluginUse[], siteDir: string): { apis: Obj[]; reports: ImportReport[] } {
  const apis: Obj[] = [];
  const reports: ImportReport[] = [];
  const add = (where: string, idRaw: string, spec: unknown, route: unknown) => {
    if (typeof spec !== 'string') {
      reports.push({ where, what: 'an API without a spec file not carried', todo: 'add an entry to apis with the OpenAPI file' });
      return;
    }
    if (/^https?:/.test(spec)) {
      reports.push({
        where,
        what: `API spec ${spec} is a URL, not carried`,
        todo: 'download the OpenAPI file into the site folder and add it to apis (id, spec, route)',
      });
      return;
    }
    const id = apiId(idRaw);
    apis.push({ id, spec: relativePath(spec, siteDir), route: apiRoute(route, id) });
  };
  for (const use of uses) {
    if (REDOC.has(use.name)) {
      const specs = Array.isArray(use.options.specs) ? use.options.specs : [use.options];
      specs.forEach((spec: unknown, index) => {
        if (!isObj(spec)) return;
        add(`${use.where}.specs[${index}]`, typeof spec.id === 'string' ? spec.id : `api-${index + 1}`, spec.spec, spec.route);
      });
    } else if (OPENAPI_PRESET.has(use.name)) {
      // docusaurus-preset-openapi's `api` option (or the plugin's own options): { path, routeBasePath }.
      const api = use.kind === 'preset' ? use.options.api : use.options;
      if (isObj(api) && typeof api.path === 'string') {
        if (/\.(json|ya?ml)$/.test(api.path))
          add(
            `${use.where}${use.kind === 'preset' ? '.api' : ''}`,
            typeof api.id === 'string' ? api.id : 'api',
            api.path,
            api.routeBasePath ?? '/api',
          );
        else
          reports.push({ where: use.where, what: `API folder ${api.path} not carried`, todo: 'add one apis entry per OpenAPI file in it' });
      }
    } else if (OPENAPI_DOCS.has(use.name) && isObj(use.options.config)) {
      for (const [key, entry] of Object.entries(use.options.config)) {
        if (!isObj(entry)) continue;
        add(`${use.where}.config.${key}`, key, entry.specPath, undefined);
        if (typeof entry.outputDir === 'string') {
          reports.push({
            where: `${use.where}.config.${key}.outputDir`,
            what: `the pages docusaurus-plugin-openapi-docs generated in ${relativePath(entry.outputDir, siteDir)} use its own components`,
            todo: `delete them (and their sidebar entries): the product renders the spec at ${apiRoute(undefined, apiId(key))}`,
          });
        }
      }
    }
  }
  return { apis, reports };
}
