import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogAuthor } from '@/lib/blog/types';
import { countPosts } from './format';
import { PostAuthors } from './post-authors';
import styles from './blog.module.css';

const PLATFORM_LABELS: Record<string, string> = {
  website: 'Website',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  x: 'X',
  twitter: 'Twitter',
  bluesky: 'Bluesky',
  stackoverflow: 'Stack Overflow',
  mastodon: 'Mastodon',
  threads: 'Threads',
  instagram: 'Instagram',
  twitch: 'Twitch',
  youtube: 'YouTube',
  email: 'Email',
};

function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform] ?? platform[0]!.toUpperCase() + platform.slice(1);
}

/** An author with avatar, title, website and social links (the author page's intro). */
export function AuthorDetails({ author }: { author: BlogAuthor }) {
  const links = [
    ...(author.url ? [{ platform: author.url.startsWith('mailto:') ? 'email' : 'website', url: author.url }] : []),
    ...author.socials,
  ];
  // "Lin Chen on GitHub": the link says whose profile it opens, not only which site (a list of
  // authors would otherwise read "GitHub, GitHub" to a screen reader).
  const who = author.name || 'The author';
  return (
    <div>
      {author.title && <p className={styles.lead}>{author.title}</p>}
      {links.length > 0 && (
        <ul className={styles.socials} aria-label={`${who} elsewhere`}>
          {links.map((link) => (
            <li key={`${link.platform}-${link.url}`}>
              <SiteLink href={link.url}>
                {platformLabel(link.platform)}
                <span className="visually-hidden">
                  {' '}
                  ({who} on {platformLabel(link.platform)}, opens in a new tab)
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An author on the authors index: avatar, name linking to their page, title and post count. */
export function AuthorCard({ author, count }: { author: BlogAuthor; count: number }) {
  return (
    <li className={styles.card}>
      <PostAuthors authors={[author]} />
      <p className={styles.meta}>{countPosts(count)}</p>
    </li>
  );
}
