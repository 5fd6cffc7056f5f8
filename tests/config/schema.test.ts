import { describe, expect, it } from 'vitest';
import siteFile from '@/site.config';
import { SiteConfigError, validateSiteConfig, type SiteConfigInput } from '@/lib/config/schema';
import { manualPage } from '@/lib/config/manual';

// The shipped file with the base path and origin the environment gives it by default.
const rawConfig: SiteConfigInput = { ...siteFile, url: 'http://localhost:3000', basePath: '/demo' };

function withChange(change: (config: Required<SiteConfigInput>) => void): SiteConfigInput {
  const copy = structuredClone(rawConfig) as Required<SiteConfigInput>;
  change(copy);
  return copy;
}

describe('site config validation', () => {
  it('accepts the shipped site.config.ts and applies defaults', () => {
    const config = validateSiteConfig(rawConfig);
    expect(config.primaryColor).toBe('#1890ff');
    expect(config.colorMode.defaultMode).toBe('light');
    expect(config.colorMode.disableSwitch).toBe(false);
    expect(config.navbar.hideOnScroll).toBe(false);
    expect(config.apis.map((api) => api.route)).toEqual(['/api/word', '/api/calculator']);
    expect(config.apis[0]!.validateExamples).toBe('throw');
    expect(config.apis[0]!.exampleRules).toEqual({ extensibleEnums: true, allOfProperties: true });
  });

  it('takes exampleRules per API, each rule defaulting to on', () => {
    const config = validateSiteConfig(
      withChange((c) => {
        c.apis = [{ id: 'az', spec: 'az.json', route: '/api/az', exampleRules: { extensibleEnums: false } }];
      }),
    );
    expect(config.apis[0]!.exampleRules).toEqual({ extensibleEnums: false, allOfProperties: true });
  });

  it('fills in defaults for omitted optional fields', () => {
    const config = validateSiteConfig(
      withChange((c) => {
        c.colorMode = {};
        delete (c as SiteConfigInput).announcementBar;
      }),
    );
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true });
    expect(config.announcementBar).toBeUndefined();
  });

  it('names the field, the problem and where fields are documented', () => {
    const bad = withChange((c) => {
      c.primaryColor = 'blue';
    });
    expect(() => validateSiteConfig(bad)).toThrow(SiteConfigError);
    expect(() => validateSiteConfig(bad)).toThrow(/primaryColor: must be a six-digit hex colour/);
    // The manual's page, not a source file: the message must send a writer to documentation.
    expect(() => validateSiteConfig(bad)).toThrow(manualPage('reference/site-config'));
    expect(() => validateSiteConfig(bad)).not.toThrow(/lib\/config/);
  });

  it('lists every wrong value at once', () => {
    const bad = withChange((c) => {
      (c.navbar!.items![0] as { href: string }).href = 'docs/intro';
      c.colorMode!.defaultMode = 'sepia' as 'light';
      c.basePath = '/demo/';
    });
    let message = '';
    try {
      validateSiteConfig(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/3 wrong values/);
    expect(message).toMatch(/navbar\.items\.0\.href: must be an internal route/);
    expect(message).toMatch(/colorMode\.defaultMode/);
    expect(message).toMatch(/basePath: must be "" or a path/);
  });

  it('refuses two APIs with one id', () => {
    const bad = withChange((c) => {
      c.apis[1]!.id = c.apis[0]!.id;
    });
    expect(() => validateSiteConfig(bad)).toThrow(/apis\.1\.id: duplicate API id "word"/);
  });

  it('refuses a non-http site URL', () => {
    expect(() => validateSiteConfig(withChange((c) => void (c.url = 'ftp://example.com')))).toThrow(/url/);
  });
});
