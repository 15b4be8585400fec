import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { PERSONAL_DATA_DOCUMENT_NAME } from '@acorn/contracts';
import type { files } from '@acorn/db';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStorage, FileVisibility } from '../../integrations/storage/file-storage';

type StoredFileRow = typeof files.$inferSelect;

export interface ExportArchive {
  body: Readable;
  fileName: string;
}

/** Where a file's bytes sit in the archive: its id keeps two files of one name apart. */
export const archivePath = (file: { id: number; original_name: string }) =>
  `files/${file.id}-${file.original_name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'file'}`;

/**
 * A zip (fflate, decision 055) written as it is read: the document first, then each file's bytes
 * streamed from the storage one after the other, waiting whenever the client reads slower, so a
 * member with many files never has them all in memory. A file missing from the storage is left out.
 */
export function streamExportArchive(options: {
  document: unknown;
  files: StoredFileRow[];
  storage: FileStorage;
}): ExportArchive {
  const body = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      body.destroy(error);
      return;
    }
    body.write(chunk);
    if (final) body.end();
  });
  const write = async () => {
    const document = new ZipDeflate(PERSONAL_DATA_DOCUMENT_NAME, { level: 6 });
    zip.add(document);
    document.push(new TextEncoder().encode(JSON.stringify(options.document, null, 2)), true);
    for (const file of options.files) {
      const stored = await options.storage.stream(file.storage_key, file.visibility as FileVisibility);
      if (!stored) continue;
      // Images and PDFs are compressed already: stored as they are.
      const entry = new ZipPassThrough(archivePath(file));
      zip.add(entry);
      for await (const chunk of stored.body) {
        entry.push(chunk as Uint8Array);
        if (body.writableNeedDrain) await once(body, 'drain');
        if (body.destroyed) return;
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => body.destroy(error as Error));
  const day = new Date().toISOString().slice(0, 10);
  return { body, fileName: `personal-data-${day}.zip` };
}
