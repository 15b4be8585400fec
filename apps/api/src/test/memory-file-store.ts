import type { SeedFileStore } from '@acorn/db';

/** Seeds the test template without touching the disk. */
export function memoryFileStore(): SeedFileStore & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    exists: async (key) => files.has(key),
    put: async (key, data) => {
      files.set(key, data);
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
}
