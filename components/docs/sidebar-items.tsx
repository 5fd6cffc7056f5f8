import { SiteLink } from '@/components/ui/site-link.client';
import styles from './sidebar.module.css';

/**
 * A sidebar's doc or link item, and its raw HTML item (sanitised by the loader, lib/content/safe-html.ts):
 * one markup for the server-rendered sidebar and for the items the client reads from the shared file.
 */
export function SidebarLinkItem({
  href,
  label,
  title,
  className,
  current,
}: {
  href: string;
  label: string;
  title?: string;
  className?: string;
  current: boolean;
}) {
  return (
    <li className={className}>
      <SiteLink
        href={href}
        prefetch="hover"
        className={current ? `${styles.link} ${styles.current}` : styles.link}
        aria-current={current ? 'page' : undefined}
        title={title}
      >
        {label}
      </SiteLink>
    </li>
  );
}

export function SidebarHtmlItem({ html, defaultStyle, className }: { html: string; defaultStyle?: boolean; className?: string }) {
  const classes = [defaultStyle && styles.html, className].filter(Boolean).join(' ') || undefined;
  return <li className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
