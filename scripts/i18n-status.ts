// npm run i18n:status [-- --locale <l>] [--fail-under <percent>] [--fail-on-outdated] [--mark <file>…]
// Per locale: translated, outdated (with what changed in the source, from git when it has the
// version the translation records), untracked, missing, and coverage in percent. --mark records
// that a translation is up to date with its source now (lib/content/translations.ts): the one way
// to change the hash, never by hand. In the site folder (SITE_DIR, else the project root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { displayPath } from '../lib/files/tree';
import { loadSiteConfig, siteDirFromEnv } from '../lib/site/prepare';
import { findTranslation, translationReport, type TranslationEntry } from '../lib/content/translation-report';
import { markTranslation, sourceHash } from '../lib/content/translations';

const USAGE = 'Usage: npm run i18n:status -- [--locale <name>] [--fail-under <percent>] [--fail-on-outdated] [--mark <translation file>…]';

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** What changed in the source since the version the translation records: "+4 −1 lines since 3f9a1c0 (2026-01-15)", from git history. */
function sourceChange(entry: TranslationEntry): string {
  const dir = path.dirname(entry.source);
  const name = path.basename(entry.source);
  const commits = git(['log', '--format=%H %as', '-n', '200', '--', name], dir)?.trim().split('\n').filter(Boolean) ?? [];
  for (const line of commits) {
    const [commit, day] = line.split(' ');
    const text = git(['show', `${commit}:./${name}`], dir);
    if (text === undefined || sourceHash(text) !== entry.recorded) continue;
    const numstat = git(['diff', '--numstat', commit!, '--', name], dir)?.trim().split(/\s+/);
    const changed = numstat && numstat.length >= 2 ? `+${numstat[0]} −${numstat[1]} lines` : 'changed';
    return `${changed} since ${commit!.slice(0, 7)} (${day})`;
  }
  return entry.date ? `changed since ${entry.date}` : 'changed';
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      locale: { type: 'string' },
      'fail-under': { type: 'string' },
      'fail-on-outdated': { type: 'boolean', default: false },
      mark: { type: 'string', multiple: true },
    },
  });
  const failUnder = values['fail-under'] === undefined ? undefined : Number(values['fail-under']);
  if (failUnder !== undefined && !(failUnder >= 0 && failUnder <= 100)) {
    console.error(`i18n:status: --fail-under takes a percentage from 0 to 100, not "${values['fail-under']}".\n${USAGE}`);
    return 2;
  }
  const siteDir = siteDirFromEnv();
  const { config, file } = await loadSiteConfig(siteDir);
  if (!config.i18n || config.i18n.locales.length < 2) {
    console.log(`${file} publishes one locale: nothing to translate. Add an i18n block with more locales (see the translations guide).`);
    return 0;
  }
  let reports = translationReport(siteDir, config);
  if (values.locale) {
    reports = reports.filter((report) => report.locale === values.locale);
    if (reports.length === 0) {
      console.error(
        `i18n:status: "${values.locale}" is not one of the site's other locales (${config.i18n.locales.filter((l) => l !== config.i18n!.defaultLocale).join(', ')}).`,
      );
      return 2;
    }
  }

  if (values.mark?.length) {
    const today = new Date().toISOString().slice(0, 10);
    for (const wanted of values.mark) {
      const entry = findTranslation(reports, wanted);
      if (!entry || entry.state === 'missing') {
        console.error(
          `i18n:status --mark: ${wanted} is not a translation of a doc, post or page (expected ${config.i18n.path}/<locale>/docusaurus-plugin-content-docs/current/<doc file>, …-content-blog/<post file> or …-content-pages/<page file>, and the file must exist).`,
        );
        return 2;
      }
      const text = fs.readFileSync(entry.translation, 'utf8');
      fs.writeFileSync(entry.translation, markTranslation(text, entry.hash, today));
      console.log(`Marked ${displayPath(entry.translation)} as up to date with ${displayPath(entry.source)} (${entry.hash}, ${today}).`);
    }
    return 0;
  }

  let failed = false;
  for (const report of reports) {
    console.log(
      `${report.locale}: ${report.translated} translated (${report.outdated} outdated, ${report.untracked} untracked), ${report.missing} missing, ${report.coverage}% coverage`,
    );
    for (const entry of report.entries.filter((one) => one.state === 'outdated'))
      console.log(`  outdated  ${displayPath(entry.translation)}: source ${displayPath(entry.source)} ${sourceChange(entry)}`);
    for (const entry of report.entries.filter((one) => one.state === 'missing'))
      console.log(`  missing   ${displayPath(entry.translation)}`);
    if (failUnder !== undefined && report.coverage < failUnder) {
      console.error(`${report.locale}: coverage ${report.coverage}% is under --fail-under ${failUnder}%.`);
      failed = true;
    }
    if (values['fail-on-outdated'] && report.outdated > 0) {
      console.error(
        `${report.locale}: ${report.outdated} outdated translation(s) (--fail-on-outdated). Update them, then run npm run i18n:status -- --mark <file>.`,
      );
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
