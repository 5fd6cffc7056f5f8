import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A glob as Docusaurus' include/exclude write them ("**\/*.{md,mdx}", "**\/_*\/**") turned into a
 * RegExp over posix paths: "**" spans folders, "*" and "?" stay within one, {a,b} picks one.
 * Small on purpose: the project has no glob library, and these options use only these forms.
 */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') out += '[^/]*';
    else if (char === '?') out += '[^/]';
    else if (char === '{') {
      const end = glob.indexOf('}', i);
      out += `(?:${glob
        .slice(i + 1, end)
        .split(',')
        .map(escape)
        .join('|')})`;
      i = end;
    } else out += escape(char);
  }
  return new RegExp(`^${out}$`);
}

function escape(text: string): string {
  return text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}

/** Every file under dir (posix paths relative to it, sorted) that an include glob matches and no exclude glob does. */
export function findFiles(dir: string, include: string[], exclude: string[]): string[] {
  const includes = include.map(globToRegExp);
  const excludes = exclude.map(globToRegExp);
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (includes.some((re) => re.test(child)) && !excludes.some((re) => re.test(child))) out.push(child);
    }
  };
  if (existsSync(dir)) walk('');
  return out.sort();
}
