'use client';

import { CloseIcon } from '@/components/ui/icons';
import { useUiLabel } from '@/components/ui/locale.client';
import type { UiLabel } from '@/lib/content/locales';
import { createStorageSlot, storageKeys } from '@/lib/runtime/storage';

/** Dismisses the announcement bar and remembers it until the bar's id changes. */
export function AnnouncementClose({ label }: { label?: UiLabel }) {
  const ariaLabel = useUiLabel(label, 'Close announcement');
  return (
    <button
      type="button"
      className="icon-button announcement__close"
      aria-label={ariaLabel}
      onClick={() => {
        createStorageSlot(storageKeys.announcementDismiss).set('true');
        document.documentElement.setAttribute('data-announcement-dismissed', '');
      }}
    >
      <CloseIcon width={16} height={16} />
    </button>
  );
}
