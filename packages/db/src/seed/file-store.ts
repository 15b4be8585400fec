/** Where the seed keeps generated files (the policy PDFs); the API passes its upload storage. */
export interface SeedFileStore {
  exists(key: string): Promise<boolean>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The URL the web app links to for `key`. */
  publicUrl(key: string): string;
}
