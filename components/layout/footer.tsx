import { SiteLink } from '@/components/ui/site-link.client';
import { ExternalIcon } from '@/components/ui/icons';
import { isExternal, siteConfig } from '@/lib/config';
import { presentLinks } from '@/lib/site/links';
import { ChromeText } from './chrome-text';

/** Footer link columns and the copyright line (spec §2). */
export async function Footer() {
  const { copyright } = siteConfig().footer;
  const columns = (
    await Promise.all(
      siteConfig().footer.columns.map(async (column) => ({
        ...column,
        items: await presentLinks(column.items, `footer "${column.title}"`),
      })),
    )
  ).filter((column) => column.items.length > 0);
  if (columns.length === 0 && !copyright) return null;
  return (
    <footer className="footer">
      <div className="footer__columns">
        {columns.map((column) => (
          <section key={column.title} className="footer__column" aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="footer__title">
              <ChromeText file="footer" translationKey={`link.title.${column.title}`} text={column.title} />
            </h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  <SiteLink href={item.href} className="footer__link">
                    <ChromeText file="footer" translationKey={`link.item.label.${item.label}`} text={item.label} />
                    {isExternal(item.href) && <ExternalIcon className="external-icon" />}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {copyright && (
        <p className="footer__copyright">
          <ChromeText file="footer" translationKey="copyright" text={copyright} />
        </p>
      )}
    </footer>
  );
}
