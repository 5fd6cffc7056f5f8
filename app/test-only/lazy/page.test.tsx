import { Main } from '@/components/layout/main';
import { LazyWidget } from './lazy-widget.client';

export const metadata = { title: 'Lazy loading test', robots: { index: false, follow: false } };

/** Exists only in the test build: code that loads on demand, for the load-failure screen. */
export default function LazyTestPage() {
  return (
    <Main>
      <div className="container">
        <h1>Lazy loading test</h1>
        <LazyWidget />
      </div>
    </Main>
  );
}
