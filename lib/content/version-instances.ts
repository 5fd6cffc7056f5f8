import type { SiteConfig } from '@/lib/config/schema';
import { DOCS_PLUGIN_ID } from './version';

interface InstanceOptions {
  path: string;
  sidebarPath?: string | false;
}

/** Every docs instance of a config with its plugin id: `docs` ("default") and each of `docsInstances`. */
function instances(config: SiteConfig): Array<InstanceOptions & { id: string }> {
  const more = (config.docsInstances ?? []).map((instance) => ({ ...instance, id: instance.id }));
  return [...(config.docs === false ? [] : [{ ...config.docs, id: DOCS_PLUGIN_ID }]), ...more];
}

/** The options of the docs instance with this plugin id, as `docusaurus docs:version:<id>` finds it. */
export function docsInstanceOptions(config: SiteConfig, pluginId: string): InstanceOptions | undefined {
  return instances(config).find((instance) => instance.id === pluginId);
}

/** The plugin ids of a config's docs instances, for messages. */
export function docsInstanceIds(config: SiteConfig): string[] {
  return instances(config).map((instance) => instance.id);
}
