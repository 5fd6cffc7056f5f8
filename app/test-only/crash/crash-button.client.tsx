'use client';

import { useState } from 'react';

/** Throws during render once clicked, with a two-level cause chain, to exercise the crash screen. */
export function CrashButton() {
  const [crash, setCrash] = useState(false);
  if (crash) {
    const root = new Error('Root cause: the sample data is missing');
    const middle = new Error('Could not build the example table', { cause: root });
    throw new Error('Rendering the test widget failed', { cause: middle });
  }
  return (
    <button type="button" className="button button--primary" onClick={() => setCrash(true)}>
      Crash this page
    </button>
  );
}
