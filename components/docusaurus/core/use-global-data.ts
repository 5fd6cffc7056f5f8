import globalData from '#site-global-data';

/** Plugin name → plugin id → its data, as Docusaurus' `globalData`. */
type GlobalData = Record<string, Record<string, unknown> | undefined>;

/** Where a site's plugin data comes from here; its absence is a build error naming the plugin, not an undefined that fails later. */
function missing(name: string, id?: string): Error {
  return new Error(
    `${id === undefined ? `useAllPluginInstancesData('${name}')` : `usePluginData('${name}', '${id}')`}: this site has no global data of the plugin "${name}"${id === undefined ? '' : ` (id "${id}")`}. ` +
      'Only the docs plugin (docusaurus-plugin-content-docs: its versions and docs) gives global data here; a plugin of the Docusaurus site that called setGlobalData is not run. ' +
      'Fix: put the data the component needs in a JSON file under src/data and import it in the component, or in site.config customFields (read with useDocusaurusContext()).',
  );
}

/**
 * `@docusaurus/useGlobalData` for a site's components: the data lib/site/global-data.ts wrote for
 * the plugins this product has (the docs versions), in Docusaurus' shapes.
 */
export function pluginDataOf(data: GlobalData, name: string, id?: string): unknown {
  const instances = data[name];
  if (!instances) throw missing(name, id);
  if (id === undefined) return instances;
  if (!(id in instances)) throw missing(name, id);
  return instances[id];
}

/** `useGlobalData()`: every plugin's data. */
export default function useGlobalData(): GlobalData {
  return globalData as GlobalData;
}

/** `useAllPluginInstancesData(name)`: the data of each instance of a plugin, by id. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return pluginDataOf(globalData as GlobalData, name) as Record<string, unknown>;
}

/** `usePluginData(name, id = 'default')`: one plugin instance's data. */
export function usePluginData(name: string, id = 'default'): unknown {
  return pluginDataOf(globalData as GlobalData, name, id);
}
