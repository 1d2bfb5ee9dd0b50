/** Where uploaded files live. Keys are relative paths such as `profiles/<user>/<name>.webp`. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL under which the server (or a CDN) serves the file. */
  urlOf(key: string): string;
}
