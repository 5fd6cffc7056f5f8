import { Main } from '@/components/layout/main';
import { SiteLink } from '@/components/ui/site-link.client';
import type { SiteConfig } from '@/lib/config';

export interface HomeAction {
  label: string;
  href: string;
  variant: 'primary' | 'secondary';
}

/**
 * The default home page, for a site whose content has no page at "/": the title, the tagline, the
 * configured calls to action and feature cards. Everything on it comes from site.config.ts.
 */
export function HomePage({ config, actions }: { config: Pick<SiteConfig, 'title' | 'tagline' | 'home'>; actions: HomeAction[] }) {
  const { features } = config.home;
  return (
    <Main data-search-body="">
      <header className="hero">
        <h1 className="hero__title">{config.title}</h1>
        {config.tagline && <p className="hero__tagline">{config.tagline}</p>}
        {actions.length > 0 && (
          <div className="hero__actions">
            {actions.map((action) => (
              <SiteLink key={`${action.href}:${action.label}`} href={action.href} className={`button button--${action.variant}`}>
                {action.label}
              </SiteLink>
            ))}
          </div>
        )}
      </header>
      {features.length > 0 && (
        <section className="container features" aria-label="Features">
          {features.map((feature) => (
            <div key={feature.title} className="feature">
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </div>
          ))}
        </section>
      )}
    </Main>
  );
}
