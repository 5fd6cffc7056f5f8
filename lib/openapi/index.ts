import type { ApiEntry } from '@/lib/config';
import { loadSpec } from './load';
import type { ApiModel } from './types';
import { buildApiModel } from './view-model';

export type * from './types';
export { OpenApiSpecError } from './errors';

// One load per spec per build process: the page, its metadata and the spec download share it.
const models = new Map<string, Promise<ApiModel>>();

/** The view model of one configured API, validated and built once per process. */
export function getApiModel(api: Pick<ApiEntry, 'spec'>): Promise<ApiModel> {
  let model = models.get(api.spec);
  if (!model) {
    model = loadSpec(api.spec).then(({ document, convertedFrom }) => buildApiModel(document, convertedFrom));
    models.set(api.spec, model);
  }
  return model;
}
