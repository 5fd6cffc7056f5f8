export { Admonition as default } from '@/components/mdx/admonition';
