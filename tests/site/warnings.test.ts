import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteWarn } from '@/lib/site/warnings';

function prepared(contentChecked: boolean): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'warn-')), 'prepared.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ siteDir: '/x', configFile: 'site.config.ts', config: {}, preparedAt: Date.now(), contentChecked }),
  );
  return file;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('siteWarn', () => {
  it('says a warning until the content check has said it, then the build stays quiet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production');
    for (const [checked, message] of [
      [false, 'first'],
      [true, 'second'],
    ] as const) {
      // A build's process reads one prepared site, found once (lib/config/prepared.ts): a fresh process each.
      vi.resetModules();
      vi.stubEnv('SITE_PREPARED', prepared(checked));
      const { siteWarn: warnOnce } = await import('@/lib/site/warnings');
      warnOnce(message);
    }
    expect(warn.mock.calls.map(([message]) => message)).toEqual(['first']);
  });

  it('always warns in development, where no content check runs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('SITE_PREPARED', prepared(true));
    siteWarn('edit');
    expect(warn).toHaveBeenCalledWith('edit');
  });
});
