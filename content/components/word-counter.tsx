import { useId, useState } from 'react';
import styles from './word-counter.module.css';

/** Words as the Word API counts them: split at white space, case-folded, punctuation trimmed. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

function topWords(list: string[], limit: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

/**
 * A live word counter for the MDX post: the same count and top-3 the Word API returns, computed
 * as you type. The result is announced politely to screen readers. A component of the demo site,
 * imported by the post as a Docusaurus site imports its own (the product bundles it for the page).
 */
export function WordCounter({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const id = useId();
  const list = words(text);
  const top = topWords(list, 3);
  return (
    <div className={styles.counter} data-testid="word-counter">
      <label htmlFor={id} className={styles.label}>
        Text to count
      </label>
      <textarea id={id} className={styles.input} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <div aria-live="polite" className={styles.result}>
        <p>
          Word count: <strong data-testid="word-count">{list.length}</strong>
        </p>
        {top.length > 0 && (
          <p>
            Top words:{' '}
            <span data-testid="top-words">{top.map(([word, count]) => `${word} (${count})`).join(', ')}</span>
          </p>
        )}
      </div>
      <button type="button" className={styles.clear} onClick={() => setText('')} disabled={text === ''}>
        Clear
      </button>
    </div>
  );
}
