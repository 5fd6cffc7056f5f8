import { isBinaryMediaType, isFormMediaType, isJsonMediaType } from '../model/media-types';
import { exampleFromSchema } from './from-schema';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_CLIENTS, type SampleClientId } from '@/lib/config/sample-languages';
import { printSample, toHar } from './clients';
import { sampleRequest, type SampleContext } from './request';
import { streamSample } from '../model/streams';
import type { MediaTypeView, OperationView, ResponseSampleView, SampleView, SchemaEntry } from '../model/types';

/** Every sample of an operation's panel: the request samples, the request body file, the response samples. */
export function samplesOf(op: Pick<OperationView, 'requestSamples' | 'requestBodyFile' | 'responseSamples'>): SampleView[] {
  return [...op.requestSamples, ...(op.requestBodyFile ? [op.requestBodyFile] : []), ...op.responseSamples.flatMap((response) => response.samples)];
}

/** The first example of a media type, else one built from its schema; undefined when neither exists. */
export function exampleText(media: MediaTypeView, entries: Record<string, SchemaEntry>, direction: 'request' | 'response'): string | undefined {
  if (media.examples[0]) return media.examples[0].value;
  if (media.itemSchema) return streamSample(media.itemSchema, media.mediaType, entries, direction);
  if (!media.schema) return undefined;
  const value = exampleFromSchema(media.schema, entries, { direction });
  if (value === undefined) return undefined;
  return typeof value === 'string' && !isJsonMediaType(media.mediaType) ? value : JSON.stringify(value, null, 2);
}

/**
 * Above this many characters a request body is shown once, as a file the samples read (body.json),
 * instead of inside each client's sample: GitHub's webhook payloads run to 50 KB.
 */
export const BODY_FILE_ABOVE = 4_000;

/** The request body as its own sample when the samples read it from a file; else undefined. */
export function requestBodyFile(op: OperationView, entries: Record<string, SchemaEntry>): SampleView | undefined {
  const media = op.requestBody?.content[0];
  // Form and multipart bodies are sent as fields, binary ones from the reader's own file (sample-request.ts).
  if (!media || isFormMediaType(media.mediaType) || isBinaryMediaType(media.mediaType)) return undefined;
  const body = exampleText(media, entries, 'request');
  if (body === undefined || body.length <= BODY_FILE_ABOVE) return undefined;
  const json = isJsonMediaType(media.mediaType);
  return { id: 'body', label: json ? 'body.json' : 'body.txt', lang: json ? 'json' : 'text', code: body };
}

/** What the request samples of an API are made from (besides the operation): see SampleContext. */
export interface RequestSampleOptions extends Omit<SampleContext, 'bodyText' | 'bodyFileAbove'> {
  /** The clients, in the order shown (the site config's `api.sampleLanguages`). */
  languages?: readonly SampleClientId[];
}

/**
 * An operation's request samples: the spec's own `x-codeSamples` first (`specSamples`), then one per
 * configured client, each the same request (sample-request.ts) printed by the library (sample-clients.ts).
 */
export function requestSamples(op: OperationView, options: RequestSampleOptions, specSamples: SampleView[] = []): SampleView[] {
  const request = sampleRequest(op, {
    ...options,
    bodyText: (media) => exampleText(media, options.entries, 'request'),
    bodyFileAbove: BODY_FILE_ABOVE,
  });
  const har = toHar(request);
  // A spec's own sample in a client's language stands in for that client (spec-code-samples.ts).
  const own = new Set(specSamples.map((sample) => sample.id));
  const generated = (options.languages ?? DEFAULT_SAMPLE_LANGUAGES).filter((id) => !own.has(id)).map((id): SampleView => {
    const client = SAMPLE_CLIENTS[id];
    return { id, label: client.label, lang: client.lang, code: printSample(request, id, har) };
  });
  return [...specSamples, ...generated];
}

/** One sample per response status and media type: the spec's example, or one built from the schema. */
export function responseSamples(op: OperationView, entries: Record<string, SchemaEntry>): ResponseSampleView[] {
  return op.responses
    .map((response) => ({
      status: response.status,
      samples: response.content.flatMap((media): SampleView[] => {
        const code = exampleText(media, entries, 'response');
        return code === undefined ? [] : [{ id: media.mediaType, label: media.mediaType, lang: isJsonMediaType(media.mediaType) ? 'json' : 'text', code }];
      }),
    }))
    .filter((entry) => entry.samples.length > 0);
}
