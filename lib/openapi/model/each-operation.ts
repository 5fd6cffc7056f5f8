import type { ApiModel, OperationView } from './types';

/**
 * Every operation and webhook of a model, each once, in tag order, then the webhooks (callbacks are
 * inside their operations). An operation with two tags is one object in both tags' lists, so walking
 * the tags would visit it twice; code that means "once per tag it shows under" walks the tags itself
 * (pages.ts estimatedPageBytes, page-ids.ts shownTags).
 */
export function modelOperations(model: Pick<ApiModel, 'tags' | 'webhooks'>): OperationView[] {
  return [...new Set([...model.tags.flatMap((tag) => tag.operations), ...model.webhooks])];
}
