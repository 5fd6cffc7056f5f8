'use client';

import { Main } from '@/components/layout/main';
import { CrashScreen, LoadFailureScreen } from '@/components/runtime/error-screen';
import { isLoadFailure } from '@/lib/runtime/errors';

/** The error boundary under the root layout: the navbar and footer stay usable. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Main>
      <div className="container">
        {isLoadFailure(error) ? (
          <LoadFailureScreen error={error} onRetry={() => window.location.reload()} />
        ) : (
          <CrashScreen error={error} onRetry={reset} />
        )}
      </div>
    </Main>
  );
}
