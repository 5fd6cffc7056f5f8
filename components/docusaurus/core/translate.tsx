import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values = {}): ReactNode[] {
  return message
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) && part.slice(1, -1) in values ? values[part.slice(1, -1)] : part));
}

/** `translate({message})`: this product is English only, so the message itself, `{name}` values filled in. */
export function translate(
  { message }: { message: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/** `<Translate>text</Translate>`: the text, with `values` filled in. */
export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{typeof children === 'string' ? interpolate(children, values) : children}</>;
}
