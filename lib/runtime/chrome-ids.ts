// The ids of the layout's chrome, shared by the components that render it, the browser code that
// finds it and the post-build steps that find it in an exported page (lib/postbuild/version-links.ts).

/** Every page's navbar (components/layout/navbar.tsx), rendered by the root layout above the page body. */
export const NAVBAR_ID = 'navbar';

/** The element after the navbar that holds the page (app/layout.tsx): a writer's content is inside it. Underscores keep it clear of heading slugs. */
export const PAGE_BODY_ID = '__page-body';

/** Every page's <main> (components/layout/main.tsx), the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
