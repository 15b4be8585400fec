// The embedded database on a thread of its own (pglite-thread.ts): it opens PGlite on the data
// directory, then answers each message of protocol bytes with the bytes of PostgreSQL's reply, one
// message at a time and in the order they came. Plain JavaScript: Node starts it as it is, from
// the sources and from the built server alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const database = await PGlite.create(workerData.dataDir);
let queue = Promise.resolve();

parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    if (request.close) {
      await database.close();
      parentPort.postMessage({ closed: true });
      return;
    }
    try {
      // The reply's bytes as they come, as exchangeWith (pglite-statements.ts) takes them in process;
      // each chunk is a copy that owns its buffer, so it moves to the other thread without another.
      const chunks = [];
      await database.execProtocolRawStream(request.message, {
        onRawData: (chunk) => chunks.push(chunk.slice()),
      });
      parentPort.postMessage(
        { id: request.id, chunks },
        chunks.map((chunk) => chunk.buffer),
      );
    } catch (error) {
      parentPort.postMessage({
        id: request.id,
        failure: error instanceof Error ? error.message : String(error),
      });
    }
  });
});

parentPort.postMessage({ ready: true });
