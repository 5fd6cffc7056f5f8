import { siteConfig } from '@/lib/config';
import type { Entries } from '@/lib/openapi/model/labels';
import { methodLabel } from '@/lib/openapi/model/path-items';
import { tryItOperation } from '@/lib/openapi/samples/try-it';
import type { OperationView } from '@/lib/openapi';

/**
 * An operation's "Try it" button: server markup, hidden until the page's TryItLauncher shows it, so
 * it can sit in a static island. It carries the operation's part of the console's data (a few hundred
 * bytes of JSON, lib/openapi/samples/try-it.ts) for the console to read on click.
 */
export function TryItButton({ op, entries }: { op: OperationView; entries: Entries }) {
  return (
    <button
      type="button"
      className="try-it-button"
      data-try-it={JSON.stringify(tryItOperation(op, entries, siteConfig()))}
      aria-expanded="false"
      aria-label={`Try it: ${methodLabel(op.method)} ${op.path}`}
      hidden
    >
      Try it
    </button>
  );
}
