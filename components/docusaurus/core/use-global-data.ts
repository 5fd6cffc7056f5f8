import globalData from '#site-global-data';

/** Plugin name → plugin id → its data, as Docusaurus' `globalData`. */
type GlobalData = Record<string, Record<string, unknown> | undefined>;

/** Where a site's plugin data comes from here; its absence is a build error naming the plugin, not an undefined that fails later. */
function missing(name: string, id?: string): Error {
  return new Error(
    `${id === undefined ? `useAllPluginInstancesData('${name}')` : `usePluginData('${name}', '${id}')`}: this site has no global data of the plugin "${name}"${id === undefined ? '' : ` (id "${id}")`}. ` +
      "Global data here comes from the docs plugin (docusaurus-plugin-content-docs: its versions and docs) and from the site's own plugins in site.config plugins that call actions.setGlobalData in contentLoaded. " +
      'Fix: add the module of the plugin that sets it to site.config plugins (a path in the site folder, e.g. "./plugins/my-plugin.js"), or put the data the component needs in a JSON file under src/data and import it in the component.',
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
