import { CategoryCards } from './category-cards';
import type { IndexCard } from '@/lib/content/docs';

/**
 * `@theme/DocCardList`: `<DocCardList items={…} />` shows cards for the items it is given; on a
 * doc that is its category's page, `<DocCardList />` alone lists the category (see page-modules.tsx).
 */
export default function DocCardList({ items = [] }: { items?: readonly IndexCard[] }) {
  return <CategoryCards cards={[...items]} />;
}
