// A loader (webpack's API, which Turbopack runs) for the videos and sounds a site's components and MDX
// import: `require('@site/static/x.mp4').default` is the file's URL on Docusaurus (webpack's
// file-loader, an ES module). Turbopack's `asset` type gives the URL as the module itself, so
// `require(…)` was a string and `.default` undefined (a <video> with no src). This loader makes the
// file an ES module whose default export is that URL: it imports the same file again with `?asset`,
// which next.config.mjs types as an asset. So `import x from` and `require(x).default` both read the URL.
// CommonJS: Turbopack's loader runner requires it.
/** The query next.config.mjs gives the `asset` type. */
const ASSET_QUERY = 'asset';

/** The module's source for a media file: its emitted URL as the default export. */
function mediaModule(file) {
  const name = file.split(/[\\/]/).pop();
  return `import url from ${JSON.stringify(`./${name}?${ASSET_QUERY}`)};\nexport default url;\n`;
}

/** @this {{ resourcePath: string }} */
function loader() {
  return mediaModule(this.resourcePath);
}

module.exports = loader;
module.exports.mediaModule = mediaModule;
module.exports.ASSET_QUERY = ASSET_QUERY;
