import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/setup/prepare-site.ts'],
    // Every test process reads the repository's own site folder, prepared by the global setup.
    env: { SITE_PREPARED: '.site/vitest.json' },
  },
});
