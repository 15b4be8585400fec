import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type FileStorage, type FileVisibility, PUBLIC_FILES_PREFIX } from './file-storage';

/** Files under <root>/public are served as they are; <root>/private only through checked routes. */
export function createLocalDiskStorage(root: string): FileStorage & { publicRoot: string } {
  const pathOf = (key: string, visibility: FileVisibility) => {
    assertSafeKey(key);
    return join(root, visibility, key);
  };
  return {
    publicRoot: join(root, 'public'),
    async put(key, data, { visibility }) {
      const target = pathOf(key, visibility);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(key, visibility) {
      try {
        const data = await readFile(pathOf(key, visibility));
        return { data, size: data.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async stream(key, visibility) {
      let file: FileHandle;
      try {
        file = await open(pathOf(key, visibility));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        // Size and bytes from one open file, so a replacement written meanwhile cannot mix in.
        const info = await file.stat();
        if (info.isFile()) return { body: file.createReadStream(), size: info.size };
      } catch (error) {
        await file.close();
        throw error;
      }
      await file.close();
      return undefined;
    },
    async exists(key, visibility) {
      try {
        return (await stat(pathOf(key, visibility))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key, visibility) {
      await rm(pathOf(key, visibility), { force: true });
    },
    publicUrl: (key) => `${PUBLIC_FILES_PREFIX}/${key}`,
  };
}
