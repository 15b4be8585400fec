// The open-loop load against node:http servers of known behaviour.
import assert from 'node:assert/strict';
import http from 'node:http';
import { afterAll, test } from 'vitest';
import { openLoop, percentile } from './open-loop.mjs';

const servers = [];
/** A node:http server answering each request through `handle(request, response)`; answers its base URL. */
async function serve(handle) {
  const server = http.createServer(handle);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

test('percentiles are values measured, by nearest rank', () => {
  const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
  assert.equal(percentile(sorted, 0.5), 50);
  assert.equal(percentile(sorted, 0.99), 99);
  assert.equal(percentile([7], 0.99), 7);
  assert.equal(percentile([], 0.5), null);
});

test('every request of the schedule is sent, to the path of its turn, whatever the server answers', async () => {
  const seen = [];
  const base = await serve((request, response) => {
    seen.push(request.url);
    response.statusCode = request.url === '/fail' ? 500 : 200;
    response.end('{}');
  });
  const paths = ['/a', '/b', '/fail', '/c'];
  const result = await openLoop({
    base,
    pathOf: (index) => paths[index % paths.length],
    rate: 200,
    duration: 0.2,
  });
  assert.equal(result.sent, 40);
  assert.equal(result.answered, 30);
  assert.equal(result.errors, 10);
  assert.equal(result.dropped, 0);
  // Sent on several sockets, they may arrive in another order: each path had its turns.
  for (const path of paths) assert.equal(seen.filter((url) => url === path).length, 10);
});

test('a server that stops answering gets no more than the cap in flight; the rest is dropped', async () => {
  const held = [];
  const base = await serve((_request, response) => {
    held.push(response);
    // Answered once the schedule is over, so the run ends.
    setTimeout(() => response.end('{}'), 400);
  });
  const result = await openLoop({ base, pathOf: () => '/', rate: 100, duration: 0.2, maxInFlight: 5 });
  assert.equal(result.sent, 5);
  assert.equal(result.dropped, 15);
  assert.equal(result.answered, 5);
});

test('the latency counts from when a request was due, so the wait behind slower ones counts', async () => {
  // One request at a time, 20 ms each: 50 a second at most, asked for 100 a second.
  const serviceMs = 20;
  let queue = Promise.resolve();
  const base = await serve((_request, response) => {
    queue = queue.then(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            response.end('{}');
            resolve();
          }, serviceMs),
        ),
    );
  });
  const result = await openLoop({ base, pathOf: () => '/', rate: 100, duration: 0.5 });
  assert.equal(result.answered, 50);
  // The last of 50 requests waits for the 49 before it, about a second in all: a closed loop on one
  // connection would report about 20 ms for each, the time the server spends on it alone.
  assert.ok(result.p99 > 10 * serviceMs, `p99 ${result.p99} ms`);
  assert.ok(result.achieved < 100, `achieved ${result.achieved} a second`);
});
