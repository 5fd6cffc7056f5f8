import type { SiteConfig } from '@/lib/config/schema';

interface InstanceOptions {
  id?: string;
  path: string;
  sidebarPath?: string | false;
}

/** Every docs instance of a config with its plugin id: the `docs` section ("default" unless it names an id). */
function instances(config: SiteConfig): Array<InstanceOptions & { id: string }> {
  if (config.docs === false) return [];
  const docs = config.docs as InstanceOptions;
  return [{ ...docs, id: docs.id ?? 'default' }];
}

/** The options of the docs instance with this plugin id, as `docusaurus docs:version:<id>` finds it. */
export function docsInstanceOptions(config: SiteConfig, pluginId: string): InstanceOptions | undefined {
  return instances(config).find((instance) => instance.id === pluginId);
}
docsInstanceOptions.ids = (config: SiteConfig) => instances(config).map((instance) => instance.id);
