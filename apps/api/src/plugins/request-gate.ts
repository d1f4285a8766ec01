import type { FastifyInstance } from 'fastify';

/**
 * At most `limit` grade requests (grids, finals, descriptions: everything under
 * `/api/penilaian/`) are worked on at once in this process; the others wait their turn, in the
 * order they came, before their body is read (decision 0012).
 *
 * At the deadline a hundred teachers save whole grids at the same moment. Each request in progress
 * holds its parsed body, its statement text and the rows read, a few hundred kilobytes, while it
 * waits for one of the database's connections, which serve them one at a time anyway. Taken all
 * at once they filled the server's memory (340 MiB on PostgreSQL) without any of them finishing
 * sooner. A waiting request holds only its socket. Presence heartbeats are small and go straight
 * through, so a busy moment never makes colleagues look gone.
 */
export function registerRequestGate(app: FastifyInstance, limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  /** The turn passes to the next waiting request, or the place is free. */
  const passOn = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  app.addHook('onRequest', async (request, reply) => {
    // the matched route's pattern, not the URL: a query string cannot move a request in or out
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/penilaian/') || route.endsWith('/kehadiran')) return;
    if (active < limit) active += 1;
    else await new Promise<void>((turn) => waiting.push(turn));
    // The place is given back when the response is done, or the client has gone (the response
    // closes then too, whether the request was waiting or being worked on).
    const response = reply.raw;
    if (response.closed || request.raw.socket?.destroyed) passOn();
    else response.once('close', passOn);
  });
}
