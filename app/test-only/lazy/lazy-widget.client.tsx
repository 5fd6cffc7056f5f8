'use client';

import { lazy, Suspense, useState } from 'react';

// Loaded on demand, so a test can make its code fail to arrive.
const Widget = lazy(() => import('./widget.client'));

/** A button that loads a code-split widget, to exercise the load-failure screen. */
export function LazyWidget() {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <button type="button" className="button button--primary" onClick={() => setShown(true)}>
        Load the widget
      </button>
    );
  }
  return (
    <Suspense fallback={<p>Loading the widget…</p>}>
      <Widget />
    </Suspense>
  );
}
