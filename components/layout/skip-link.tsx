import { UiText } from '@/components/ui/ui-text';
import { MAIN_CONTENT_ID } from '@/lib/runtime/chrome-ids';

// Here for the modules that import it from the skip link; client ones (app/error.tsx's <Main>) read lib/runtime/chrome-ids.ts,
// as this file reads code.json on the server.
export { MAIN_CONTENT_ID };

/** The first focusable element on every page; jumps past the navbar to the page's <main>. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <UiText k="theme.common.skipToMainContent" english="Skip to main content" />
    </a>
  );
}
