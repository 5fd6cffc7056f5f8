/** "1 post", "3 posts": counts in page titles (lib/site/metadata.ts) and on the pages themselves. */
export function countPosts(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/** "1 doc", "3 docs". */
export function countDocs(count: number): string {
  return `${count} ${count === 1 ? 'doc' : 'docs'}`;
}

/** "1 operation", "3 operations". */
export function countOperations(count: number): string {
  return `${count} ${count === 1 ? 'operation' : 'operations'}`;
}

/** "1 channel", "3 channels". */
export function countChannels(count: number): string {
  return `${count} ${count === 1 ? 'channel' : 'channels'}`;
}
