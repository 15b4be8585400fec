// Open-loop load: requests start on a fixed schedule (`rate` a second) whatever the server
// answers, as members arrive, and each latency counts from when its request was due, so the time
// a request waits behind slower ones counts too. A closed loop (autocannon's connections, its
// overallRate too) sends the next request only when a connection is free: when the server slows,
// it sends less and its latencies leave out the wait (coordinated omission).
//
// The client never queues: a keep-alive agent opens a socket for every request in flight, up to
// `maxInFlight`. A request due while that many are in flight is not sent and counts as dropped:
// the server is saturated at this rate, and what it answers no longer says more.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The value below which `share` of the sorted `values` fall (nearest rank), or null for none. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * Sends `rate` requests a second for `duration` seconds to `base` (http://host:port), the i-th to
 * `pathOf(i)`, with `headers`. Answers, once every request sent has been answered or has timed
 * out: `sent`, `answered` (2xx), `errors` (other statuses, failed or timed-out requests),
 * `dropped` (due while `maxInFlight` were in flight), `achieved` (answered a second, from the
 * first request's due time to the last answer) and the answered requests' latencies in ms from
 * their due time (`p50`, `p90`, `p99`, `max`).
 */
export async function openLoop({
  base,
  pathOf,
  rate,
  duration,
  headers = {},
  maxInFlight = 256,
  timeout = 10_000,
}) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight, maxFreeSockets: maxInFlight });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = [];
  let sent = 0;
  let errors = 0;
  let dropped = 0;
  let inFlight = 0;
  let lastAnswer = 0;
  let allSent;
  const finished = new Promise((resolve) => {
    allSent = resolve;
  });
  const settleOne = () => {
    inFlight -= 1;
    if (inFlight === 0 && sent + dropped === total) allSent();
  };

  const send = (index, due) => {
    if (inFlight >= maxInFlight) {
      dropped += 1;
      return;
    }
    inFlight += 1;
    sent += 1;
    const request = http.request(
      { agent, hostname, port, path: pathOf(index), method: 'GET', headers, timeout },
      (response) => {
        response.resume();
        response.on('end', () => {
          const now = performance.now();
          if (response.statusCode >= 200 && response.statusCode < 300) {
            latencies.push(now - due);
            lastAnswer = now;
          } else errors += 1;
          settleOne();
        });
        response.on('error', () => {
          errors += 1;
          settleOne();
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => {
      errors += 1;
      settleOne();
    });
    request.end();
  };

  const start = performance.now();
  let next = 0;
  // Each tick sends every request due by now, each with its own due time: a late timer (the event
  // loop busy reading answers) sends the ones it missed at once, and their wait counts.
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(next, start + next * interval);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  if (inFlight > 0) await finished;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  // Never less than the schedule itself: a server keeping up achieves the rate asked, no more.
  const elapsed = Math.max(lastAnswer - start, total * interval) / 1000;
  return {
    rate,
    sent,
    answered: latencies.length,
    errors,
    dropped,
    achieved: elapsed > 0 ? Math.round((latencies.length / elapsed) * 10) / 10 : 0,
    p50: round(percentile(latencies, 0.5)),
    p90: round(percentile(latencies, 0.9)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? null),
  };
}
