import { causeChain } from '@/lib/runtime/errors';

/** What a reader sees when a page crashed (spec §8): the message, its cause chain and Try again. */
export function CrashScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const [first, ...causes] = causeChain(error);
  return (
    <div className="error-screen" role="alert">
      <h1 className="error-screen-title">This page crashed.</h1>
      {first && <p className="error-screen-message">{first.message}</p>}
      {causes.length > 0 && (
        <ol className="error-screen-causes" aria-label="Caused by">
          {causes.map((cause, index) => (
            <li key={index}>
              <span className="error-screen-cause-label">Caused by:</span> {cause.message}
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** What a reader sees when the page's code or data failed to load (spec §8): the error and Retry. */
export function LoadFailureScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="error-screen" role="alert">
      <h1 className="error-screen-title">This page failed to load.</h1>
      <p className="error-screen-message">{error.message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
