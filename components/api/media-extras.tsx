import type { ExternalExampleView, SchemaView } from '@/lib/openapi';
import { typeLabel, type Entries } from '@/lib/openapi/model/labels';
import styles from './reference.module.css';

/** OpenAPI 3.2 `itemSchema`: the body is a stream (SSE, JSON Lines, ...) of items of this type. */
export function StreamOf({ item, entries }: { item: SchemaView; entries: Entries }) {
  return (
    <p className={styles.stream}>
      A stream of <code className={styles.type}>{typeLabel(item, entries)}</code>
    </p>
  );
}

/**
 * Only web addresses become links: `javascript:` and the like stay text, and a relative path is
 * relative to the spec file (which the page does not know), so it is shown as written too.
 */
export function externalHref(url: string): string | undefined {
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined;
}

/** Examples kept outside the spec (`externalValue`): links the build never fetches. */
export function ExternalExamples({ examples }: { examples: ExternalExampleView[] }) {
  return examples.map((example) => {
    const href = externalHref(example.url);
    return (
      <p key={example.name} className={styles.fact}>
        Example <strong>{example.name}</strong>
        {example.summary && <> ({example.summary})</>}:{' '}
        {href ? (
          <a href={href} rel="noopener noreferrer nofollow">
            {example.url}
          </a>
        ) : (
          <code>{example.url}</code>
        )}
      </p>
    );
  });
}
