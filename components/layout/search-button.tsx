import { SearchIcon } from '@/components/ui/icons';

/**
 * The navbar's search slot. The search issue connects it to the search dialog; until then it is
 * shown disabled so that it never promises what it cannot do.
 */
export function SearchButton() {
  return (
    <button type="button" className="search-button" aria-label="Search (not available yet)" disabled>
      <SearchIcon width={16} height={16} />
      <span className="search-button__label">Search</span>
    </button>
  );
}
