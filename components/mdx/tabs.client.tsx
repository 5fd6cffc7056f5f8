'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createStorageSlot, storageKeys } from '@/lib/runtime/storage';
import styles from './tabs.module.css';

// Tabs of one group on this page hear each other through these listeners; other browser tabs through storage events.
const groups = new Map<string, Set<(value: string) => void>>();

function announce(groupId: string, value: string) {
  groups.get(groupId)?.forEach((listener) => listener(value));
}

interface TabsClientProps {
  groupId?: string;
  tabs: { value: string; label: string }[];
  initial: string;
  panels: ReactNode[];
}

/** The interactive part of <Tabs>: selection, arrow-key focus, group sync and persistence. */
export function TabsClient({ groupId, tabs, initial, panels }: TabsClientProps) {
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const known = (value: string | null): value is string => value !== null && tabs.some((tab) => tab.value === value);

  useEffect(() => {
    if (!groupId) return;
    const slot = createStorageSlot(storageKeys.tabGroup(groupId));
    const apply = (value: string | null) => {
      if (known(value)) setSelected(value);
    };
    // Stored choices are read after mount, so the server HTML and the first render agree.
    apply(slot.get());
    let listeners = groups.get(groupId);
    if (!listeners) groups.set(groupId, (listeners = new Set()));
    listeners.add(apply);
    const stopListening = slot.listen(apply);
    return () => {
      listeners.delete(apply);
      stopListening();
    };
    // tabs come from the server and do not change while mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId]);

  const select = (value: string) => {
    setSelected(value);
    if (!groupId) return;
    createStorageSlot(storageKeys.tabGroup(groupId)).set(value);
    announce(groupId, value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    buttons.current[next]?.focus();
    select(tabs[next]!.value);
  };

  return (
    <div className={styles.tabs} data-group={groupId}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={tabs[index]!.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={tabs[index]!.value !== selected}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
