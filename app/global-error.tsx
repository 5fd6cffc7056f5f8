'use client';

import { CrashScreen } from '@/components/runtime/error-screen';
import './globals.css';

/** Last resort when the root layout itself fails: a bare page with the same crash screen. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main id="main-content" className="container">
          <CrashScreen error={error} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
