/**
 * The search button's and dialog's words: Docusaurus' key (its search modal's, so a site's code.json and
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
  intro: ['theme.SearchModal.startScreen.introText', 'Search the tutorial, the blog, the pages and every operation of the API references.'],
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
