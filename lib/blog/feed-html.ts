import { feedHtml, type PipelineOptions } from '@/lib/mdx/pipeline';

export interface FeedHtmlOptions {
  format: 'md' | 'mdx';
  /** The post's absolute URL: relative links and images (a folder post's ./image.svg) resolve against it. */
  postUrl: string;
  /** Turns a root-relative route ("/docs/intro") into an absolute URL under the base path. */
  absolute: (route: string) => string;
  /**
   * The published route of a relative image or file link ("./diagram.svg" beside the post), as the
   * page links it; undefined for anything else, which then resolves against postUrl.
   */
  publishedFile?: (relative: string) => string | undefined;
  /** The rest of the pipeline's options (the source file, the API link resolver), from the site binding. */
  pipeline?: Partial<PipelineOptions>;
}

/**
 * A post body as self-contained HTML for the feeds (the pipeline's feed preset): the same Markdown
 * plugins and heading ids as the page, API links resolved, MDX and raw HTML dropped (never passed
 * through), and absolute URLs.
 */
export function postBodyToHtml(body: string, options: FeedHtmlOptions): Promise<string> {
  return feedHtml(body, {
    file: '',
    ...options.pipeline,
    format: options.format,
    pageAbsoluteUrl: options.postUrl,
    absolute: options.absolute,
    publishedFile: options.publishedFile,
  });
}
