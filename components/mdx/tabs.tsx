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
  /** Docusaurus' `values={[{ label, value }]}`: the tabs' labels and order, over the items' own. */
  values?: readonly { label?: string; value: string }[];
  children?: ReactNode;
}

/**
 * Tabs for MDX: `<Tabs groupId="pm"><TabItem value="npm" label="npm">…</TabItem></Tabs>`. All
 * panels are in the HTML; a small client leaf switches them.
 */
export function Tabs({ groupId, defaultValue, values, children }: TabsProps) {
  const childItems = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  // With `values`, they give the order and the labels; items they do not name keep their place after them.
  const order = values?.map((entry) => entry.value) ?? [];
  const rank = (item: ReactElement<TabItemProps>) => (order.includes(item.props.value) ? order.indexOf(item.props.value) : order.length);
  const items = values ? [...childItems].sort((a, b) => rank(a) - rank(b)) : childItems;
  const labelOf = (item: ReactElement<TabItemProps>) =>
    values?.find((entry) => entry.value === item.props.value)?.label ?? item.props.label ?? item.props.value;
  const seen = new Set<string>();
  for (const item of items) {
    const value = item.props.value;
    if (typeof value !== 'string' || !value) throw new Error('<TabItem> needs a non-empty value="…" attribute.');
    if (seen.has(value)) throw new Error(`<Tabs> has two <TabItem value="${value}">: values must be unique.`);
    seen.add(value);
  }
  const tabs = items.map((item) => ({ value: item.props.value, label: labelOf(item) }));
  const initial = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? '';
  if (!seen.has(initial)) throw new Error(`<Tabs defaultValue="${initial}"> names no <TabItem>. Use one of: ${[...seen].join(', ')}.`);
  return <TabsClient groupId={groupId} tabs={tabs} initial={initial} panels={items.map((item) => item.props.children)} />;
}
