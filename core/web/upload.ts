// File upload with progress (DESIGN §8: long work shows progress): multipart `file` and `key`
// to POST /v1/:code/upload, answered with { url, dataHash, size, key }. XMLHttpRequest, because
// fetch reports no upload progress. Failures show the shared error notice, like `api`.
import { useCallback, useRef, useState } from 'react';
import type { Endpoint, EndpointParams, EndpointQuery, EndpointResponse } from '../shared/endpoint';
import { isApiErrorBody } from '../shared/errors';
import { endpointUrl } from './http';
import { showErrorNotice } from './notify';

export interface UploadResult {
  url: string;
  /** md5 hex of the bytes. */
  dataHash: string;
  size: number;
  /** The stored key, under the project's folder. */
  key: string;
}

export interface UploadOptions {
  /** Where to store it under the project (letters, digits, _ - . in /-separated parts); the server picks one when absent. */
  key?: string;
  /** 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A random folder name for upload keys, e.g. the `{random5}` of `bundle/{platform}/{random5}/{filename}`. */
export function randomKeyPart(length = 5): string {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}

export class UploadError extends Error {
  /** sendForm has shown its notice already (isNotifiedError, core/web/http.ts); a cancel shows none. */
  readonly notified: boolean;
  constructor(
    message: string,
    readonly status: number,
    notified = true,
  ) {
    super(message);
    this.notified = notified;
  }
}

export interface SendFormOptions {
  method?: 'POST' | 'PUT';
  /** 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Any multipart call under /v1 with upload progress (e.g. a create that carries its file),
 * answered with the JSON body; failures show the error notice like `api`.
 */
export function sendForm<T>(path: string, form: FormData, opts: SendFormOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (message: string, status: number) => {
      showErrorNotice(message);
      reject(new UploadError(message, status));
    };
    xhr.open(opts.method ?? 'POST', `/v1${path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(100);
        resolve(body as T);
      } else {
        fail(isApiErrorBody(body) ? body.message : `The server answered ${xhr.status}`, xhr.status);
      }
    };
    xhr.onerror = () => fail('The server could not be reached. Check your connection and try again.', 0);
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0, false));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export function uploadFile(code: string, file: File, opts: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  if (opts.key) form.append('key', opts.key);
  return sendForm<UploadResult>(`/${encodeURIComponent(code)}/upload`, form, opts);
}

/**
 * Sends a form to a typed multipart endpoint (`multipart: true`, core/shared/endpoint.ts): the path
 * from its params, the query typed by its schema, the answer typed by its response.
 */
export function callForm<E extends Endpoint>(
  ep: E,
  args: { params: EndpointParams<E>; form: FormData; query?: EndpointQuery<E> } & SendFormOptions,
): Promise<EndpointResponse<E>> {
  const { params, form, query, ...opts } = args;
  if (!ep.multipart) throw new Error(`${ep.method} ${ep.path} is not a multipart endpoint`);
  const method = ep.method === 'PUT' ? 'PUT' : 'POST';
  return sendForm<EndpointResponse<E>>(endpointUrl(ep, { params, query }).replace(/^\/v1/, ''), form, { method, ...opts });
}

/** Upload state for a form: `progress` is null when idle, else 0..100. */
export function useUpload(code: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const upload = useCallback(
    async (file: File, key?: string): Promise<UploadResult> => {
      busy.current = true;
      setProgress(0);
      try {
        return await uploadFile(code, file, { key, onProgress: setProgress });
      } finally {
        busy.current = false;
        setProgress(null);
      }
    },
    [code],
  );
  return { upload, progress, uploading: progress !== null };
}
