// A module hook for benches that render components outside Next: a CSS module import becomes an
// object whose class names are their keys (what the HTML's size needs; no styles are measured).
export async function load(url, context, nextLoad) {
  if (/\.css($|\?)/.test(url)) {
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_, key) => (typeof key === "string" ? key : undefined) });',
    };
  }
  return nextLoad(url, context);
}
