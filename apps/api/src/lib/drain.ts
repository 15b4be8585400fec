import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking work: from now on every new request gets 503 (health checks included, so a
     * load balancer moves traffic away) while the requests in flight finish. Resolves when none is left.
     */
    drain(): Promise<void>;
  }
}

export function registerDraining(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;

  const finished = () => {
    inFlight -= 1;
    if (draining && inFlight === 0) idle?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .header('connection', 'close')
        .send(errorBody(request, 'shutting_down', 'The server is restarting, please try again'));
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
    draining = true;
  });

  app.decorateRequest('countedInFlight', false);
  app.decorate('drain', () => {
    draining = true;
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      idle = resolve;
    });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    countedInFlight: boolean;
  }
}
