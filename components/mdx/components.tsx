import type { MDXComponents } from 'mdx/types';
import { Admonition } from './admonition';
import { ApiLink } from './api-link';
import { CodeBlock } from './code-block';
import { Details, Summary } from './details';
import { headingComponents } from './heading';
import { Highlight } from './highlight';
import { Image } from './image';
import { Input } from './input';
import { MdxLink } from './mdx-link';
import { Mermaid } from './mermaid';
import { Table } from './table';
import { TabItem, Tabs } from './tabs';

/**
 * The component map shared by every MDX source: app pages, docs and blog. Capitalised entries are
 * the components MDX files may use without importing them.
 */
export const mdxComponents: MDXComponents = {
  ...headingComponents,
  a: MdxLink,
  table: Table,
  img: Image,
  input: Input,
  details: Details,
  summary: Summary,
  Admonition,
  ApiLink,
  CodeBlock,
  Details,
  Summary,
  Highlight,
  Mermaid,
  Tabs,
  TabItem,
};
