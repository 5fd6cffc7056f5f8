import { Main } from '@/components/layout/main';
import { SiteLink } from '@/components/ui/site-link.client';

export const metadata = { title: 'Navigation test', robots: { index: false, follow: false } };

const filler = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of filler text that makes the page scroll.`);

/** Exists only in the test build: links and a long body for progress-bar, scroll and prefetch tests. */
export default function NavigationTestPage() {
  return (
    <Main>
      <div className="container prose">
        <h1>Navigation test</h1>
        <ul>
          <li>
            <SiteLink href="/markdown-page" id="to-markdown">
              To the markdown page
            </SiteLink>
          </li>
          <li>
            <SiteLink href="/markdown-page#markdown-works-as-you-expect" id="to-markdown-hash">
              To a heading on the markdown page
            </SiteLink>
          </li>
          <li>
            <SiteLink href="#section-end" id="to-hash">
              To the end of this page
            </SiteLink>
          </li>
          <li>
            <SiteLink href="/test-only/crash" id="to-crash">
              To the crash page
            </SiteLink>
          </li>
        </ul>
        {filler.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h2 id="section-end">End of the page</h2>
        <p>
          <SiteLink href="/markdown-page" id="to-markdown-bottom">
            To the markdown page, from the bottom
          </SiteLink>
        </p>
      </div>
    </Main>
  );
}
