// File storage behind one interface: the local store keeps files under DATA_DIR, and an
// S3-compatible store can implement the same five calls (DESIGN §4).
//
// A key is written once (issue 9): what a URL serves never changes under a game client that was
// given its md5. `put` is an exclusive create; the same bytes again answer the stored file (a
// retried write), different bytes are refused with KeyConflictError, a 409, whichever route or
// plugin tries it. New content takes a new key (content-addressed: see contentKey).
import { createHash } from 'node:crypto';
import { HttpError } from '../errors';

export interface StoredFile {
  key: string;
  size: number;
  /** md5 hex of the bytes: the upload's dataHash and the served ETag. */
  md5: string;
  contentType: string;
  updatedAt: Date;
}

export interface OpenedFile {
  info: StoredFile;
  /** Opened only when called, so a 304 never touches the bytes. */
  stream: () => ReadableStream<Uint8Array>;
}

export interface FileStore {
  /** Creates the file; the same bytes again answer it, different bytes throw KeyConflictError. */
  put(key: string, data: Uint8Array, contentType?: string): Promise<StoredFile>;
  get(key: string): Promise<OpenedFile | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** True when there was a file to delete. No route deletes: a published URL must keep serving. */
  delete(key: string): Promise<boolean>;
  /** Where game clients and the console fetch the file. */
  url(key: string): string;
}

/**
 * The key holds different bytes already, or clashes with a file or folder there (e.g. `a` is a
 * file and `a/b` is asked for). An HttpError, so any route that meets it answers 409.
 */
export class KeyConflictError extends HttpError {
  constructor(readonly key: string) {
    super(409, `A different file is already stored at '${key}'; choose another key`, 'conflict');
  }
}

/** sha-256 hex of the bytes: the part of a content-addressed key that names the content. */
export const contentHashOf = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/**
 * A content-addressed key: `<folder>/<sha-256 of the bytes>/<name>`, so new content always gets a
 * new URL and the same content the same one. `name` is made safe (the key charset).
 */
export function contentKey(folder: string, data: Uint8Array, fileName: string, fallback = 'file'): string {
  const name =
    fileName
      .replace(/[^A-Za-z0-9_\-.]/g, '_')
      .replace(/^\.+/, '')
      .slice(-100) || fallback;
  return `${folder}/${contentHashOf(data)}/${name}`;
}

const SEGMENT = /^[A-Za-z0-9_\-.]+$/;
export const MAX_KEY_LENGTH = 512;

/**
 * Keys are `/`-separated segments of letters, digits, `_`, `-` and `.` (the spec's file-name
 * charset). No empty segment and none starting with a dot: that rules out `.` and `..`, and
 * keeps the store's own dot-folders out of reach.
 */
export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && !s.startsWith('.') && s.length <= 255);
}

/** A folder for files the console reads only through its own routes (client log files). */
export const PRIVATE_SEGMENT = '_private';

/** The folder of `folders` that `key` (below the project's folder) lies in, or null. */
export function ownedFolderOf(key: string, folders: readonly string[]): string | null {
  return folders.find((f) => key === f || key.startsWith(`${f}/`)) ?? null;
}

/** Keys with a `_private` folder are never served under /cdn/ and cannot be written by uploads. */
export function isPrivateKey(key: string): boolean {
  return key.split('/').includes(PRIVATE_SEGMENT);
}

/** A key as a URL path: each segment encoded (they are plain already; this is belt and braces). */
export function keyToUrlPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
