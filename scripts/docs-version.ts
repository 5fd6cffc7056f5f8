// npm run docs:version -- <name> [--plugin <id>]
// As `docusaurus docs:version <name>` (and `docs:version:<id>` with --plugin <id>): copies the current docs
// to versioned_docs/version-<name>/, the sidebars (evaluated, as JSON) to versioned_sidebars/ and
// prepends the name to versions.json, in the site folder (SITE_DIR, else the project root).
import { displayPath } from '../lib/files/tree';
import { loadSiteConfig, siteDirFromEnv } from '../lib/site/prepare';
import { cutVersion, DEFAULT_PLUGIN_ID, VersionCutError } from '../lib/content/version-cut';
import { docsInstanceIds, docsInstanceOptions } from '../lib/content/version-instances';

const USAGE = 'Usage: npm run docs:version -- <name> [--plugin <docs plugin id>]';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  let pluginId = DEFAULT_PLUGIN_ID;
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--plugin' || arg === '--id') pluginId = args[++i] ?? '';
    else if (arg.startsWith('--plugin=')) pluginId = arg.slice('--plugin='.length);
    else if (arg.startsWith('-')) return usage(`unknown option ${arg}.`);
    else names.push(arg);
  }
  if (names.length !== 1 || !pluginId) return usage(names.length === 0 ? 'a version name is required.' : 'one version name at a time.');
  const siteDir = siteDirFromEnv();
  const { config } = await loadSiteConfig(siteDir);
  const instance = docsInstanceOptions(config, pluginId);
  if (!instance) {
    console.error(
      `docs:version: the site config has no docs instance "${pluginId}". Known: ${docsInstanceIds(config).join(', ') || 'none (docs: false)'}.`,
    );
    return 1;
  }
  try {
    const result = await cutVersion({ siteDir, name: names[0]!, pluginId, docsPath: instance.path, sidebarPath: instance.sidebarPath });
    console.log(
      `Version ${names[0]} created${pluginId === DEFAULT_PLUGIN_ID ? '' : ` for docs instance "${pluginId}"`}: ${result.files} files in ${displayPath(result.docsDir)}` +
        `${result.sidebarsFile ? `, sidebars in ${displayPath(result.sidebarsFile)}` : ''}; versions now ${result.versions.join(', ')}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof VersionCutError) {
      console.error(`docs:version: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

function usage(problem: string): number {
  console.error(`docs:version: ${problem}\n${USAGE}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
