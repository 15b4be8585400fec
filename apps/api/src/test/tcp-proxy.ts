import { createServer, Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** A stall: connections stay open (and new ones are accepted) but no byte goes through. */
  pause(): void;
  /** An outage: every connection is reset, and so is each new one. */
  drop(): void;
  /** Bytes flow again; what a pause held back is delivered. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, for tests of network faults between two servers;
 * on `port` when given (a server that starts listening late), on a free one otherwise.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: { port?: number } = {},
): Promise<TcpProxy> {
  let mode: 'forward' | 'pause' | 'drop' = 'forward';
  const sockets = new Set<Socket>();

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset on either side ends the pair; the error itself is what the test provokes.
    socket.on('error', () => {});
    if (mode === 'pause') socket.pause();
  };
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      // Paused: keep the bytes for later, as a stalled network would.
      if (mode === 'pause') {
        from.pause();
        from.unshift(chunk);
        return;
      }
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (mode === 'forward') from.resume();
    });
    from.on('close', () => to.destroy());
  };

  const server = createServer((client) => {
    if (mode === 'drop') {
      client.on('error', () => {});
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
    upstream.connect(target.port, target.host);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  return {
    port: (server.address() as { port: number }).port,
    pause() {
      mode = 'pause';
      for (const socket of sockets) socket.pause();
    },
    drop() {
      mode = 'drop';
      for (const socket of sockets) socket.resetAndDestroy();
    },
    resume() {
      mode = 'forward';
      for (const socket of sockets) socket.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on this machine where nothing listens (until a test listens there). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
