import type { SearchSections } from '@/lib/site/links';

/**
 * The search button's and dialog's words on a site with every section (siteSearchWords names a
 * site's own): Docusaurus' key (its search modal's, so a site's code.json and
 * the Docusaurus team's translations apply) and the English the dialog shows. Shared by the navbar
 * (server) and the dialog (client): a value exported from a client module is only a reference on the server.
 */
export const SEARCH_WORDS = {
  button: ['theme.SearchBar.label', 'Search'],
  placeholder: ['theme.SearchModal.placeholder', 'Search docs, blog, API…'],
  cancel: ['theme.SearchModal.searchBox.cancelButtonText', 'Cancel'],
  noResults: ['theme.SearchModal.noResultsScreen.noResultsText', 'No results for'],
  navigate: ['theme.SearchModal.footer.navigateText', 'to move'],
  select: ['theme.SearchModal.footer.selectText', 'to open'],
  close: ['theme.SearchModal.footer.closeText', 'to close'],
  // Our own keys: Docusaurus' search modal has no such words.
  dialog: ['theme.SearchModal.ariaLabel', 'Search the site'],
  input: ['theme.SearchModal.searchBox.inputAriaLabel', 'Search docs, blog, pages and API operations'],
  cancelLabel: ['theme.SearchModal.searchBox.cancelButtonAriaLabel', 'Cancel search'],
  results: ['theme.SearchModal.resultsAriaLabel', 'Search results'],
  intro: ['theme.SearchModal.startScreen.introText', 'Search the docs, the blog, the pages and every operation of the API references.'],
  examples: ['theme.SearchModal.startScreen.examplesText', 'Try {examples}.'],
  tooShort: ['theme.SearchModal.tooShortText', 'Keep typing: a search needs a word of at least two letters.'],
  noResultsHelp: [
    'theme.SearchModal.noResultsScreen.helpText',
    'Check the spelling, use fewer or shorter words, or search for an operation’s path or name. Or browse:',
  ],
  error: ['theme.SearchModal.errorScreen.loadText', 'Search could not load its index: {error}'],
  retry: ['theme.SearchModal.errorScreen.retryButtonText', 'Retry'],
  // Plural forms separated by "|", as Docusaurus' plurals are (lib/runtime/locales.ts pluralForm).
  resultCount: ['theme.SearchModal.footer.resultCountText', '{count} result|{count} results'],
  topResults: ['theme.SearchModal.footer.topResultsText', 'Top {count} results'],
} as const satisfies Record<string, readonly [key: string, english: string]>;

export type SearchWord = keyof typeof SEARCH_WORDS;
export type SearchWords = Record<SearchWord, string>;

/** The English words, for a site that passes none. */
export const ENGLISH_SEARCH_WORDS = Object.fromEntries(
  Object.entries(SEARCH_WORDS).map(([name, [, english]]) => [name, english]),
) as SearchWords;

/** "a", "a and b", "a, b and c". */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The dialog's words on a site with these sections: the placeholder, the input's name and the
 * start screen's sentence name only the sections the site has (a docs-only site's dialog says
 * "Search docs…", not "blog, API"). The keys stay Docusaurus' and ours, so translations apply.
 */
export function siteSearchWords(sections: SearchSections): Record<SearchWord, readonly [key: string, english: string]> {
  const { docs, blog, pages, apis } = sections;
  const short = [docs && 'docs', blog && 'blog', apis > 0 && 'API'].filter((name): name is string => !!name);
  const named = [docs && 'docs', blog && 'blog', pages && 'pages', apis > 0 && 'API operations'].filter((name): name is string => !!name);
  const intro = [
    docs && 'the docs',
    blog && 'the blog',
    pages && 'the pages',
    apis > 0 && `every operation of the API reference${apis > 1 ? 's' : ''}`,
  ].filter((name): name is string => !!name);
  return {
    ...SEARCH_WORDS,
    placeholder: [SEARCH_WORDS.placeholder[0], short.length > 0 ? `Search ${short.join(', ')}…` : 'Search…'],
    input: [SEARCH_WORDS.input[0], named.length > 0 ? `Search ${listOf(named)}` : 'Search the site'],
    intro: [SEARCH_WORDS.intro[0], intro.length > 0 ? `Search ${listOf(intro)}.` : 'Search the site.'],
  };
}
