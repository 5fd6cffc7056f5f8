'use client';

import { useState } from 'react';
import { useIsClient } from '@/lib/runtime/use-is-client';

type State = 'idle' | 'copied' | 'failed';
export type CopyMarkdownLabels = Record<State, string>;
// The same words as page-markdown.tsx's (a value exported from a client module is only a reference on the server).
const COPY_MARKDOWN_ENGLISH: CopyMarkdownLabels = { idle: 'Copy page as Markdown', copied: 'Copied', failed: 'Copy failed' };

/** Fetches the page's Markdown copy and puts it on the clipboard. */
export function CopyMarkdownButton({
  href,
  className,
  labels = COPY_MARKDOWN_ENGLISH,
}: {
  href: string;
  className?: string;
  labels?: CopyMarkdownLabels;
}) {
  const [state, setState] = useState<State>('idle');
  // Without JavaScript it could not work, so it only appears once the page is interactive.
  const interactive = useIsClient();
  const copy = async () => {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${href}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch (error) {
      console.warn('Copying the page as Markdown failed.', error);
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  };
  // Until then an invisible twin ([data-placeholder] in globals.css) holds its place, so the content below does not move when it appears
  // (Lighthouse measured a layout shift of 0.17 on docs pages without it).
  if (!interactive) {
    return (
      <span className={className} aria-hidden="true" data-placeholder="">
        {labels.idle}
      </span>
    );
  }
  return (
    <button type="button" className={className} onClick={copy} aria-live="polite">
      {labels[state]}
    </button>
  );
}
