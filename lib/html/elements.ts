// Element names as the HTML standard's parser treats them, for the code that must predict the DOM a
// browser builds from our markup (the post-build's nesting check, the raw-HTML pass of Markdown).

/**
 * Elements whose start tag closes an open `<p>` (the parser's "in body" rules, in a no-quirks
 * document: ours have a doctype, so `<table>` is one of them). Inside a `<p>` such an element ends
 * the paragraph early, and the DOM is not the tree React made.
 */
export const CLOSES_PARAGRAPH: ReadonlySet<string> = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption'],
  ...['figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'listing', 'main', 'menu'],
  ...['nav', 'ol', 'p', 'plaintext', 'pre', 'search', 'section', 'summary', 'table', 'ul', 'xmp'],
]);
