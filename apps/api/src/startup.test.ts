import { openDatabase } from '@acorn/db';
import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, waitForDatabase } from './startup';
import { freePort } from './test/tcp-proxy';

describe('a server whose database does not answer at start', () => {
  it('tries again, logging each try, and gives up with a clear message at its limit', async () => {
    const port = await freePort();
    const database = await openDatabase({ url: `postgres://acorn:secret@127.0.0.1:${port}/acorn` });
    const lines: string[] = [];
    try {
      const waiting = waitForDatabase({
        database,
        log: (line) => lines.push(line),
        limitMs: 500,
        firstDelayMs: 20,
        maxDelayMs: 80,
      });
      await expect(waiting).rejects.toThrow(DatabaseUnreachableError);
      await expect(waiting).rejects.toThrow(
        /did not answer within .* tries; last: .*ECONNREFUSED.*Check DATABASE_URL/,
      );
    } finally {
      await database.close();
    }
    expect(lines.length).toBeGreaterThanOrEqual(2);
    lines.forEach((line, index) => {
      expect(line).toContain(`try ${index + 1}: `);
      expect(line).toContain('ECONNREFUSED');
    });
    expect(lines.join('\n')).not.toContain('secret');
  });
});
