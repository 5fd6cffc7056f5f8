import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/html/escape';

describe('escapeHtml', () => {
  it('escapes what would start markup or end a quoted attribute value', () => {
    expect(escapeHtml(`a&b "c" <d> 'e'`)).toBe('a&amp;b &quot;c&quot; &lt;d&gt; &#x27;e&#x27;');
  });

  it('is the only escaper of the project: no other file writes its own entity table', () => {
    const files = execFileSync('git', ['ls-files', 'lib', 'components', 'scripts', 'app'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && file !== 'lib/html/escape.ts')
      // The feed library escapes its attributes but `<`: that file completes its output, it escapes nothing twice.
      .filter((file) => file !== 'lib/blog/feed.ts');
    // An escaper writes '&amp;' or '&lt;' as a replacement string; readers (decoders) match them in a regex.
    const writers = files.filter((file) => /['"`]&(amp|lt|quot);['"`]/.test(readFileSync(file, 'utf8')));
    expect(writers).toEqual([]);
  });
});
