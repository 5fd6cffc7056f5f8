import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importsOf, specifierKind } from '@/lib/import/docusaurus';
import { copyReferencedFiles } from '@/lib/import/docusaurus-content-files';
import type { ImportReport } from '@/lib/import/docusaurus';

// The importer's share of MDX imports: what a file imports (over several lines too, never inside a
// code block), and which of those files come along into the new site folder or are reported.

describe('importsOf', () => {
  it('reads MDX imports, one or several lines, and leaves code blocks alone', () => {
    const text =
      "---\ntitle: A\n---\n\nimport A from './a.mdx';\nimport {\n  B,\n  C,\n} from '@site/src/b';\nimport '@site/src/side.css';\n\n```js\nimport X from './x';\n```\n\nText that says import y from 'z'.\n";
    expect(importsOf(text)).toEqual([
      { specifier: './a.mdx', line: 5 },
      { specifier: '@site/src/b', line: 6 },
      { specifier: '@site/src/side.css', line: 10 },
    ]);
  });

  it('reads a specifier as JavaScript does: an escaped underscore names the plain file', () => {
    const text = "import Intro from './\\_intro-part.md';\nimport Wide from './\\u0077ide.mdx';\n";
    expect(importsOf(text).map((use) => use.specifier)).toEqual(['./_intro-part.md', './wide.mdx']);
  });

  it("reads a component's imports, re-exports and requires", () => {
    const text = "import React from 'react';\nimport styles from './x.module.css';\nexport { Y } from './y';\nconst z = require('../z');\n";
    expect(importsOf(text, { code: true }).map((use) => use.specifier)).toEqual(['react', './x.module.css', './y', '../z']);
  });

  it('sorts specifiers as Docusaurus resolves them', () => {
    expect(specifierKind('@theme/Tabs')).toEqual({ kind: 'builtin' });
    expect(specifierKind('@docusaurus/Link')).toEqual({ kind: 'builtin' });
    expect(specifierKind('@site/src/x')).toEqual({ kind: 'site', path: 'src/x' });
    expect(specifierKind('../x.mdx')).toEqual({ kind: 'relative', path: '../x.mdx' });
    expect(specifierKind('@acme/widgets/button')).toEqual({ kind: 'package', name: '@acme/widgets' });
    expect(specifierKind('@generated/site-metadata')).toEqual({ kind: 'other' });
  });
});

describe('copyReferencedFiles', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-refs-'));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));
  const site = path.join(temp, 'site');
  const out = path.join(temp, 'out');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(temp, rel)), { recursive: true });
    fs.writeFileSync(path.join(temp, rel), text);
  };
  write(
    'site/docs/page.mdx',
    [
      "import Steps from '../partials/_steps.mdx';",
      "import Card from '@site/src/components/Card';",
      "import Tabs from '@theme/Tabs';",
      "import Gone from './_gone.mdx';",
      "import Far from '../../elsewhere/_far.mdx';",
      "import meta from '@generated/site-metadata';",
      "import React from 'react';",
      "import Chart from 'chart-widget-not-installed';",
      '',
      '<Steps />',
      '',
    ].join('\n'),
  );
  write('site/partials/_steps.mdx', "import Inner from './deeper/_inner.md';\n\nSee [the sheet](./sheet.pdf).\n");
  write('site/partials/deeper/_inner.md', 'Inner words.\n');
  write('site/partials/sheet.pdf', '%PDF');
  write(
    'site/src/components/Card/index.js',
    "import { pick } from '../../../lib/pick';\nexport default function Card() { return null; }\n",
  );
  write('site/lib/pick.js', 'export const pick = 1;\n');
  write('elsewhere/_far.mdx', 'Far away.\n');
  const reports: ImportReport[] = [];
  const copied = copyReferencedFiles({
    siteDir: site,
    outDir: out,
    start: [path.join(site, 'docs/page.mdx')],
    isCopied: (abs) => abs.startsWith(path.join(site, 'docs') + path.sep),
    reports,
  });
  const lines = reports.map((report) => `${report.where}: ${report.what} | ${report.todo}`);

  it('copies partials, components and what they import or link to, recursively, to the same place', () => {
    const files = (fs.readdirSync(out, { recursive: true }) as string[])
      .map((f) => f.replace(/\\/g, '/'))
      .filter((f) => fs.statSync(path.join(out, f)).isFile())
      .sort();
    expect(files).toEqual([
      'lib/pick.js',
      'partials/_steps.mdx',
      'partials/deeper/_inner.md',
      'partials/sheet.pdf',
      'src/components/Card/index.js',
    ]);
    expect(copied).toBe(5);
  });

  it('reports only what cannot come along: a missing file, a file outside the site, an unknown module, a package to install', () => {
    expect(lines).toEqual([
      'docs/page.mdx:4: import of ./_gone.mdx names no file | fix the path (it does not resolve in the Docusaurus site either)',
      'docs/page.mdx:5: refers to ../../elsewhere/_far.mdx, outside the site folder | copy that file into the new site folder and fix the path',
      'docs/page.mdx:6: import of @generated/site-metadata cannot be carried | replace it: the product has no such module',
      'docs/page.mdx:8: imports chart-widget-not-installed from the npm package chart-widget-not-installed, not installed here | npm install chart-widget-not-installed (in this project, or in the new site folder with a package.json of its own)',
    ]);
  });
});

describe('copyReferencedFiles and Sass', () => {
  it('says once that the sass package is needed when a component imports a .scss file', () => {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-sass-'));
    try {
      const site = path.join(temp, 'site');
      fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
      fs.mkdirSync(path.join(site, 'src/components/Panel'), { recursive: true });
      fs.writeFileSync(path.join(site, 'docs/intro.mdx'), "import Panel from '@site/src/components/Panel';\n\n<Panel />\n");
      fs.writeFileSync(
        path.join(site, 'src/components/Panel/index.js'),
        "import './panel.scss';\nimport './panel-dark.scss';\nexport default function Panel() { return null; }\n",
      );
      fs.writeFileSync(path.join(site, 'src/components/Panel/panel.scss'), '.panel { b { color: teal; } }\n');
      fs.writeFileSync(path.join(site, 'src/components/Panel/panel-dark.scss'), '.dark { color: navy; }\n');
      const reports: ImportReport[] = [];
      copyReferencedFiles({
        siteDir: site,
        outDir: path.join(temp, 'out'),
        start: [path.join(site, 'docs/intro.mdx')],
        isCopied: () => false,
        reports,
        projectDir: temp,
      });
      expect(reports.map((report) => `${report.where}: ${report.what} | ${report.todo}`)).toEqual([
        'src/components/Panel/index.js:1: imports the Sass stylesheet src/components/Panel/panel.scss, which Next compiles only with the sass package | npm install sass (in this project)',
      ]);
    } finally {
      fs.rmSync(temp, { recursive: true, force: true });
    }
  });
});
