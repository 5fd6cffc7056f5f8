export { Tabs as default } from '@/components/mdx/tabs';
