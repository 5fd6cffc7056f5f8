import { Main } from '@/components/layout/main';
import { CrashButton } from './crash-button.client';

export const metadata = { title: 'Crash test', robots: { index: false, follow: false } };

/** Exists only in the test build (npm run build:test: next.config.mjs routes page.test.tsx there): a page that crashes on demand. */
export default function CrashTestPage() {
  return (
    <Main>
      <div className="container">
        <h1>Crash test</h1>
        <CrashButton />
      </div>
    </Main>
  );
}
