export { TabItem as default } from '@/components/mdx/tabs';
