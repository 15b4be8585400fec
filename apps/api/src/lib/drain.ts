import { Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * The server closes a connection only once it has carried no request for this long: a client
 * sending on a connection at the moment it closes loses that request.
 */
const IDLE_GRACE_MS = 1000;
const CHECK_EVERY_MS = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking work: from now on every new request gets 503 (health checks included, so a
     * load balancer moves traffic away) while the requests in flight finish. Resolves when none is left.
     */
    drain(): Promise<void>;
    /**
     * Stops accepting connections and drains; resolves when the open ones are closed, none in the
     * middle of a request: each closes after its next answer (sent with Connection: close), and
     * the server closes one that has carried no request for IDLE_GRACE_MS.
     */
    closeConnections(): Promise<void>;
    /**
     * Calls `listener` once when draining begins, so answers that never end by themselves (event
     * streams) end and the drain does not wait for them. Answers a function that removes it.
     */
    onDrain(listener: () => void): () => void;
  }
}

export function registerDraining(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  /** Each open connection, with when its last answer was sent (null while it has a request). */
  const connections = new Map<Socket, number | null>();
  const drainListeners = new Set<() => void>();
  const startDraining = () => {
    if (draining) return;
    draining = true;
    for (const listener of drainListeners) listener();
    drainListeners.clear();
  };

  const finished = () => {
    inFlight -= 1;
    if (draining && inFlight === 0) idle?.();
  };

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, Date.now());
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket as Socket;
    connections.set(socket, null);
    response.once('close', () => {
      if (connections.has(socket)) connections.set(socket, Date.now());
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .header('connection', 'close')
        .send(errorBody(request, 'shutting_down'));
    }
    inFlight += 1;
    request.countedInFlight = true;
  });
  const release = async (request: { countedInFlight?: boolean }) => {
    if (!request.countedInFlight) return;
    request.countedInFlight = false;
    finished();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  app.addHook('onSend', async (_request, reply, payload) => {
    // Answers given while draining close their connection, so clients reconnect elsewhere.
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    startDraining();
  });

  app.decorateRequest('countedInFlight', false);
  app.decorate('onDrain', (listener: () => void) => {
    if (draining) listener();
    else drainListeners.add(listener);
    return () => {
      drainListeners.delete(listener);
    };
  });
  app.decorate('drain', () => {
    startDraining();
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      idle = resolve;
    });
  });
  app.decorate('closeConnections', () => {
    startDraining();
    // net.Server's close stops accepting only; http.Server's would also drop the connections that
    // are idle at this instant, racing requests their clients are sending on them.
    if (app.server.listening) Server.prototype.close.call(app.server);
    return new Promise<void>((resolve) => {
      const check = () => {
        const now = Date.now();
        for (const [socket, answeredAt] of connections) {
          if (answeredAt !== null && now - answeredAt >= IDLE_GRACE_MS) socket.destroy();
        }
        if (connections.size === 0) resolve();
        else setTimeout(check, CHECK_EVERY_MS);
      };
      check();
    });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    countedInFlight: boolean;
  }
}
