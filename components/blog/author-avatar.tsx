import type { BlogAuthor } from '@/lib/blog/types';
import { withBase } from '@/lib/config';
import styles from './blog.module.css';

/**
 * An author's avatar. Remote avatars (image_url: https://github.com/x.png, which Docusaurus sites
 * use) stay plain <img>: next/image would need the host in next.config; the width and height keep
 * the layout still while it loads, and no referrer goes to the other host.
 */
export function AuthorAvatar({ author }: { author: BlogAuthor }) {
  if (!author.image) return null;
  return (
    // The name beside it says who it is, so the avatar is decorative (an image-only author gets the name as alt).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.avatar}
      src={author.imageRemote ? author.image : withBase(author.image)}
      alt={author.name ? '' : 'Author'}
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      referrerPolicy={author.imageRemote ? 'no-referrer' : undefined}
    />
  );
}
