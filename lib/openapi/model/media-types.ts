// What a media type is, decided once: the samples (samples.ts, sample-request.ts) and the model
// (operations.ts) asked the same questions with three regexes that disagreed.

/** The type without parameters, lower case: "Application/JSON; charset=utf-8" → "application/json". */
export function baseMediaType(mediaType: string): string {
  return mediaType.split(';')[0]!.trim().toLowerCase();
}

/**
 * A media type whose body is one JSON document: application/json, any "+json" suffix, and the
 * "*\/*" of specs that do not say. Not application/json-seq or jsonl: those are sequences of
 * documents, sent as their framed text.
 */
export function isJsonMediaType(mediaType: string): boolean {
  const base = baseMediaType(mediaType);
  return base === '*/*' || /^[^/]+\/([^/]*\+)?json$/.test(base);
}

/** A media type whose body is a file's bytes, never text a sample could print. */
export function isBinaryMediaType(mediaType: string): boolean {
  return /^(application\/(octet-stream|pdf|zip|gzip|x-tar|x-7z-compressed)|image\/|audio\/|video\/|font\/)/.test(baseMediaType(mediaType));
}

/** The bodies a sample sends as fields: form-urlencoded and multipart. */
export function isFormMediaType(mediaType: string): boolean {
  const base = baseMediaType(mediaType);
  return base === 'application/x-www-form-urlencoded' || base.startsWith('multipart/');
}
