import { SiteLink } from '@/components/ui/site-link.client';
import type { IndexCard } from '@/lib/content/docs';
import styles from './category-cards.module.css';

/** A card per item of a category index page, with the item's description. */
export function CategoryCards({ cards }: { cards: IndexCard[] }) {
  return (
    <ul className={styles.cards} data-search-ignore="">
      {cards.map((card) => (
        <li key={card.href}>
          <SiteLink href={card.href} className={styles.card}>
            <h2 className={styles.cardTitle}>{card.title}</h2>
            {card.description && <p className={styles.cardText}>{card.description}</p>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
