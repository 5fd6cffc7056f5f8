import { describe, expect, it } from 'vitest';

// What `next build` does besides compiling and rendering, weighed on the 1,000-doc site (issue 29, "a
// build that grows linearly"): each item here is CPU that no page needs.
describe('next.config.mjs: next build does no work that is done elsewhere', () => {
  it("skips next build's type check, which ran tsc over the project's own code (npm test type-checks it)", async () => {
    const { default: config } = (await import('../../next.config.mjs')) as { default: { typescript?: { ignoreBuildErrors?: boolean } } };
    expect(config.typescript?.ignoreBuildErrors).toBe(true);
  });
});
