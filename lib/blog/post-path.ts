import { ContentError } from '@/lib/errors/build-error';

/** Docusaurus' date in a post path: "2024-01-02-hello.md", "2024-01-02-hello/index.md", "2024/01/02/hello.md", "news/2024-1-2-x.md". */
const DATED = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface BlogFilePath {
  /** The date the path names, as UTC midnight. */
  date?: Date;
  /** The name without date and extension: the title of last resort. */
  text: string;
  /** The post's path under the blog route when front matter sets no slug, e.g. "2024/01/02/hello". */
  slug: string;
}

/** A YYYY-MM-DD date that really exists (2026-02-30 does not), as a UTC Date. */
export function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : undefined;
}

/**
 * A post's date and default URL from its path relative to the blog folder, as Docusaurus'
 * parseBlogFileName: a dated name gives "YYYY/MM/DD/{folders}{name}", an undated one "{folders}{name}".
 */
export function parseBlogFilePath(relativePath: string, file: string): BlogFilePath {
  const match = DATED.exec(relativePath);
  if (!match) {
    const text = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
    return { text, slug: text };
  }
  const { folder = '', date: dateText = '', text = '' } = match.groups!;
  const [y, m, d] = dateText.split(/[-/]/).map(Number) as [number, number, number];
  const date = calendarDate(y, m, d);
  if (!date) {
    throw new ContentError(file, undefined, `the file name starts with "${dateText}", which is not a real date`, {
      fix: 'Rename it with a valid YYYY-MM-DD- prefix',
    });
  }
  return { date, text, slug: `${dateText.replace(/-/g, '/')}/${folder}${text}`.replace(/\/+$/, '') };
}
