import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The plain text of a React tree, for titles and labels. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

/** A heading with an id gets a hover/focus anchor titled "Direct link to {heading}" (spec §2). */
export function Heading({ level, id, children, ...props }: ComponentProps<'h2'> & { level: Level }) {
  const Tag = `h${level}` as const;
  if (!id || level === 1) {
    return (
      <Tag id={id} {...props}>
        {children}
      </Tag>
    );
  }
  const label = `Direct link to ${textOf(children).trim()}`;
  return (
    <Tag id={id} {...props}>
      {children}
      <a className="heading-anchor" href={`#${id}`} aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}

export const headingComponents = {
  h1: (props: ComponentProps<'h1'>) => <Heading level={1} {...props} />,
  h2: (props: ComponentProps<'h2'>) => <Heading level={2} {...props} />,
  h3: (props: ComponentProps<'h3'>) => <Heading level={3} {...props} />,
  h4: (props: ComponentProps<'h4'>) => <Heading level={4} {...props} />,
  h5: (props: ComponentProps<'h5'>) => <Heading level={5} {...props} />,
  h6: (props: ComponentProps<'h6'>) => <Heading level={6} {...props} />,
};
