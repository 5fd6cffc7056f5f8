/** Text with its %-escapes decoded; undefined when one is malformed ("100%", "#%zz"), which decodeURIComponent throws on. */
export function decodedUri(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
