import { UiText } from '@/components/ui/ui-text';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element on every page; jumps past the navbar to the page's <main>. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <UiText k="theme.common.skipToMainContent" english="Skip to main content" />
    </a>
  );
}
