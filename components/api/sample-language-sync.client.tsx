'use client';

import { useEffect } from 'react';
import { createStorageSlot, storageKeys } from '@/lib/runtime/storage';

const slot = createStorageSlot(storageKeys.tabGroup('api-sample-language'));

/**
 * Remembers the request-sample language: choosing one in any operation selects it in all of
 * them, now and on later visits. The tabs themselves are radio inputs that work without it.
 */
export function SampleLanguageSync() {
  useEffect(() => {
    const apply = (lang: string | null) => {
      if (!lang) return;
      document.querySelectorAll<HTMLInputElement>('input[data-sample-lang]').forEach((input) => {
        if (input.value === lang) input.checked = true;
      });
    };
    apply(slot.get());
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.hasAttribute('data-sample-lang') || !input.checked) return;
      // Other panels change height; keep the chosen tab where the reader's eyes are.
      const before = input.getBoundingClientRect().top;
      slot.set(input.value);
      apply(input.value);
      window.scrollBy(0, input.getBoundingClientRect().top - before);
    };
    document.addEventListener('change', onChange);
    const stop = slot.listen(apply);
    return () => {
      document.removeEventListener('change', onChange);
      stop();
    };
  }, []);
  return null;
}
