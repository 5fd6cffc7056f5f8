import { RouteLoadingSignal } from '@/components/runtime/route-loading-signal.client';

/** Shown while a slow route loads during client navigation; the spinner appears only after 200 ms. */
export default function Loading() {
  return (
    <div className="route-loading" role="status">
      <span className="route-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
      <RouteLoadingSignal />
    </div>
  );
}
