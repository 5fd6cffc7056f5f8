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
} as const satisfies Record<string, readonly [key: string, english: string]>;

export type SearchWord = keyof typeof SEARCH_WORDS;
export type SearchWords = Record<SearchWord, string>;

/** The English words, for a site that passes none. */
export const ENGLISH_SEARCH_WORDS = Object.fromEntries(
  Object.entries(SEARCH_WORDS).map(([name, [, english]]) => [name, english]),
) as SearchWords;
