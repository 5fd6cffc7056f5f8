import { describe, expect, it } from 'vitest';
import loader, { globalBareSelectors, siteCssModule } from '@/lib/site/css-module-loader.cjs';
import { mediaModule } from '@/lib/site/media-loader.cjs';

// A Docusaurus site's CSS module with bare selectors beside its classes (0mods/docsweb's
// src/css/tabs/tabs.module.css): Turbopack's pure CSS modules stopped the build on the first two rules.
const css = "[data-theme='dark'] { --tab: #383838; }\n:root { --scale: 0.95; }\n.def { background: var(--tab); }\n";

describe("the site folder's CSS modules build with bare selectors, global as on Docusaurus", () => {
  it('wraps each selector with no local class or id in :global(…), and leaves the local ones', () => {
    expect(globalBareSelectors(css, 'tabs.module.css')).toBe(
      ":global([data-theme='dark']) { --tab: #383838; }\n:global(:root) { --scale: 0.95; }\n.def { background: var(--tab); }\n",
    );
    // In a list, only the bare ones; a class inside an attribute value or string is no local class.
    expect(globalBareSelectors('img, .x { color: red }\n[title=".x"] { color: blue }\n', 'a.module.css')).toBe(
      ':global(img), .x { color: red }\n:global([title=".x"]) { color: blue }\n',
    );
    // A selector made global in part (`:global(.navbar) a`) is global as a whole, wrapped once.
    expect(globalBareSelectors(':global(.navbar) a { color: blue }\n', 'a.module.css')).toBe(':global(.navbar a) { color: blue }\n');
  });

  it("reads @media rules as the module's own, and leaves @keyframes steps and pure modules untouched", () => {
    const text =
      '@media (max-width: 600px) { body { margin: 0 } .x { color: red } }\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }\n';
    expect(globalBareSelectors(text, 'a.module.css')).toBe(
      '@media (max-width: 600px) { :global(body) { margin: 0 } .x { color: red } }\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }\n',
    );
    const pure = '.a #b { color: red }\n.c:hover > img { color: blue }\n';
    expect(globalBareSelectors(pure, 'a.module.css')).toBe(pure);
  });

  it("changes only the site folder's modules: the project's own keep the purity check", () => {
    expect(siteCssModule(css, '/sites/docs/src/css/tabs.module.css', '/sites/docs/')).toContain(":global([data-theme='dark'])");
    expect(siteCssModule(css, '/work/project/components/api/media.module.css', '/sites/docs')).toBe(css);
    expect(siteCssModule(css, '/sites/docs-old/src/x.module.css', '/sites/docs')).toBe(css);
    expect(siteCssModule(css, '/sites/docs/src/x.module.css', undefined)).toBe(css);
  });

  it('runs as a loader with the site folder in its options', () => {
    const context = { resourcePath: '/sites/docs/src/x.module.css', getOptions: () => ({ siteDir: '/sites/docs' }) };
    expect(loader.call(context, css)).toBe(siteCssModule(css, '/sites/docs/src/x.module.css', '/sites/docs'));
  });
});

describe('a video a component requires is its URL, as on Docusaurus', () => {
  it('is an ES module whose default export is the URL of the same file emitted as an asset', () => {
    expect(mediaModule('/sites/docs/static/img/Welcome.mp4')).toBe('import url from "./Welcome.mp4?asset";\nexport default url;\n');
  });
});
