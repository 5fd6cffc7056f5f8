import { describe, expect, it } from 'vitest';
import { isBinaryMediaType, isFormMediaType, isJsonMediaType } from '@/lib/openapi/model/media-types';
import { sampleRequest } from '@/lib/openapi/samples/request';
import { requestBodyFile } from '@/lib/openapi/samples/samples';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import { buildApiModel } from '@/lib/openapi/model/view-model';

describe('media types, decided once', () => {
  it('JSON is one document: +json suffixes and parameters count, json-seq and jsonl do not', () => {
    expect(isJsonMediaType('application/json')).toBe(true);
    expect(isJsonMediaType('application/vnd.kettle+json; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('*/*')).toBe(true);
    expect(isJsonMediaType('application/json-seq')).toBe(false);
    expect(isJsonMediaType('application/jsonl')).toBe(false);
    expect(isJsonMediaType('text/plain')).toBe(false);
  });

  it('binary and form bodies', () => {
    for (const type of ['application/octet-stream', 'application/pdf', 'image/png', 'audio/ogg', 'video/mp4', 'Application/ZIP']) expect(isBinaryMediaType(type), type).toBe(true);
    expect(isBinaryMediaType('text/csv')).toBe(false);
    expect(isFormMediaType('multipart/mixed')).toBe(true);
    expect(isFormMediaType('application/x-www-form-urlencoded; charset=utf-8')).toBe(true);
  });

  it('a PDF body without a schema is sent from a file, and the samples agree it is no body.json', () => {
    // The three copies disagreed: pdf was binary in one place and not in the other two.
    const document = {
      openapi: '3.1.0',
      info: { title: 'Receipts', version: '1' },
      servers: [{ url: 'https://receipts.example.test' }],
      paths: { '/receipts': { put: { requestBody: { content: { 'application/pdf': {} } }, responses: { 204: { description: 'Kept' } } } } },
    };
    const op = modelOperations(buildApiModel(document))[0]!;
    expect(sampleRequest(op, { server: 'https://receipts.example.test', entries: {}, schemes: {}, security: [] }).body).toEqual({
      kind: 'file',
      mediaType: 'application/pdf',
      fileName: 'file.bin',
    });
    expect(requestBodyFile(op, {})).toBeUndefined();
  });
});
