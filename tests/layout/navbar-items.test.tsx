import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavbarItemLink, resolveNavbarItems } from '@/components/layout/navbar-items';
import { navbarLinks, siteConfig } from '@/lib/config';

describe('navbar items', () => {
  it('puts the configured APIs first on the left, then the configured links', () => {
    const items = resolveNavbarItems();
    expect(items.slice(0, 2)).toMatchObject([
      { type: 'api', label: 'Word API', href: '/api/word', position: 'left' },
      { type: 'api', label: 'Calculator API', href: '/api/calculator', position: 'left' },
    ]);
    expect(items.slice(2).map((item) => item.label)).toEqual(navbarLinks().map((item) => item.label));
  });

  it('leaves out an API without a navbar label', () => {
    const config = { ...siteConfig(), apis: [{ ...siteConfig().apis[0]!, navbarLabel: undefined }] };
    expect(resolveNavbarItems(config).some((item) => item.type === 'api')).toBe(false);
  });

  it('names the item, its type and label, when it cannot render', () => {
    const broken = { type: 'link' as const, label: 'Broken item', href: '', position: 'left' as const };
    expect(() => renderToString(<NavbarItemLink item={broken} className="x" />)).toThrow(
      'A navbar item failed to render: type "link", label "Broken item".',
    );
  });
});
