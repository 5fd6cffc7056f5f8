import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient } from './tabs.client';

export interface TabItemProps {
  value: string;
  label?: string;
  /** Selected first when the Tabs have no defaultValue. */
  default?: boolean;
  children?: ReactNode;
}

/** One tab's content; only meaningful inside <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /** Tabs with the same groupId switch together, and the choice is remembered (localStorage). */
  groupId?: string;
  defaultValue?: string;
  children?: ReactNode;
}

/**
 * Tabs for MDX: `<Tabs groupId="pm"><TabItem value="npm" label="npm">…</TabItem></Tabs>`. All
 * panels are in the HTML; a small client leaf switches them.
 */
export function Tabs({ groupId, defaultValue, children }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const seen = new Set<string>();
  for (const item of items) {
    const value = item.props.value;
    if (typeof value !== 'string' || !value) throw new Error('<TabItem> needs a non-empty value="…" attribute.');
    if (seen.has(value)) throw new Error(`<Tabs> has two <TabItem value="${value}">: values must be unique.`);
    seen.add(value);
  }
  const tabs = items.map((item) => ({ value: item.props.value, label: item.props.label ?? item.props.value }));
  const initial = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? '';
  if (!seen.has(initial)) throw new Error(`<Tabs defaultValue="${initial}"> names no <TabItem>. Use one of: ${[...seen].join(', ')}.`);
  return <TabsClient groupId={groupId} tabs={tabs} initial={initial} panels={items.map((item) => item.props.children)} />;
}
