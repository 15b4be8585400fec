import { createHash } from 'node:crypto';
import { chmod, unlink } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite runs inside the process that opens a data directory, and nothing stops a second process
 * from opening the same directory and corrupting it. So the process holding an embedded database
 * listens on a Unix socket beside it (decision 054): only one process can listen there, which makes
 * it the directory's lock, and it is the local channel through which a backup asks the running
 * server for a dump. The socket is the OS user's alone (mode 0600).
 */
export function holderSocketPath(dataDir: string): string {
  const beside = `${dataDir}.sock`;
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH_BYTES) return beside;
  // A longer path would be cut short by the system; the temporary directory's is short.
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 24);
  return join(tmpdir(), `acorn-pglite-${digest}.sock`);
}

/** macOS keeps 104 bytes of a socket's path, the final NUL included; Linux 108. */
const MAX_SOCKET_PATH_BYTES = 103;

export class DataDirHeldError extends Error {
  constructor(dataDir: string) {
    super(`Another process (a running server?) holds the embedded database in ${dataDir}: stop it first.`);
  }
}

const DUMP_REQUEST = 'dump\n';

/**
 * Claims `dataDir` for this process, answering dump requests with `dump()`, or throws
 * DataDirHeldError when another live process holds it. A socket left by a process that died is
 * taken over.
 */
export async function holdDataDir(options: {
  dataDir: string;
  dump: () => Promise<Uint8Array>;
}): Promise<{ release(): Promise<void> }> {
  const path = holderSocketPath(options.dataDir);
  const server = createServer((socket) => answer(socket, options.dump));
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await isDataDirHeld(options.dataDir)) throw new DataDirHeldError(options.dataDir);
    await unlink(path);
    await listen(server, path);
  }
  await chmod(path, 0o600);
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function listen(server: Server, path: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** One request a connection: a header line (`{"bytes":n}` or `{"error":"…"}`), then the dump. */
function answer(socket: Socket, dump: () => Promise<Uint8Array>) {
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    if (!received.includes('\n')) {
      if (received.length > DUMP_REQUEST.length) socket.destroy();
      return;
    }
    socket.removeAllListeners('data');
    if (received !== DUMP_REQUEST) {
      socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
      return;
    }
    dump().then(
      (bytes) => {
        socket.write(`${JSON.stringify({ bytes: bytes.byteLength })}\n`);
        socket.end(bytes);
      },
      (error: Error) => socket.end(`${JSON.stringify({ error: error.message })}\n`),
    );
  });
}

/** Whether a live process answers on the directory's socket. */
export async function isDataDirHeld(dataDir: string): Promise<boolean> {
  const socket = await connectTo(holderSocketPath(dataDir));
  socket?.destroy();
  return socket !== undefined;
}

/** The socket, or undefined when no process listens there (none, or one that died). */
function connectTo(path: string): Promise<Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

/**
 * A dump of the data directory from the process holding it (PGlite's `dumpDataDir` tar), or
 * undefined when no process holds it.
 */
export async function requestDataDirDump(dataDir: string): Promise<Uint8Array | undefined> {
  const socket = await connectTo(holderSocketPath(dataDir));
  if (!socket) return undefined;
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('end', resolve);
    socket.once('error', reject);
    socket.write(DUMP_REQUEST);
  });
  const received = Buffer.concat(chunks);
  const headerEnd = received.indexOf('\n');
  const header = JSON.parse(received.subarray(0, headerEnd).toString('utf8')) as {
    bytes?: number;
    error?: string;
  };
  const dump = received.subarray(headerEnd + 1);
  if (header.error !== undefined)
    throw new Error(`The server holding ${dataDir} could not dump it: ${header.error}`);
  if (dump.byteLength !== header.bytes) {
    throw new Error(`The dump of ${dataDir} was cut short (${dump.byteLength} of ${header.bytes} bytes).`);
  }
  return dump;
}
