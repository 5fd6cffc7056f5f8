/**
 * The global stylesheet's class for text that screen readers read and the page does not show
 * (`.visually-hidden` in app/globals.css).
 */
export const VISUALLY_HIDDEN_CLASS = 'visually-hidden';

/**
 * remark-rehype options for GFM footnotes: the "Footnotes" label above the notes is for screen
 * readers, and remark-rehype's default class for it, "sr-only", has no rule in the site's
 * stylesheet, so the label showed as a heading. It takes the class the stylesheet does hide.
 */
export const footnoteOptions = {
  footnoteLabelProperties: { className: [VISUALLY_HIDDEN_CLASS] },
};
