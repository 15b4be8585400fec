import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, noisyPng } from './features/files/files.fixtures';
import { STRONG_PASSWORD } from './test/accounts';

/**
 * The real server process (from the TypeScript sources, so it is never a stale build) on its own
 * embedded database, under keep-alive load while it receives SIGTERM.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const CONNECTIONS = 20;
const WARM_UP_REQUESTS = 200;

type Outcome =
  | { kind: 'answered'; body: string }
  | { kind: 'shutting_down' | 'refused' }
  | { kind: 'reset' | 'unexpected'; detail: string };

interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

let server: ChildProcess;
let exited: Promise<number | null>;
let dataDir: string;
let port: number;
/** What the server printed, for the message of a failure. */
let output = '';

async function startServer() {
  dataDir = await mkdtemp(join(tmpdir(), 'acorn-shutdown-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RATE_LIMIT_ANONYMOUS: '1000000',
      RATE_LIMIT_SIGNED_IN: '1000000',
      RATE_LIMIT_CREDENTIALS: '1000000',
    },
  });
  exited = once(server, 'exit').then(([code]) => code as number | null);
  port = await new Promise<number>((resolvePort, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

function send(agent: http.Agent, call: Call): Promise<Outcome> {
  return new Promise((resolveOutcome) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        headers: {
          ...call.headers,
          ...(call.body ? { 'content-length': String(call.body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolveOutcome({ kind: 'reset', detail: String(error) }));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString();
          if (status === 503 && body.includes('"code":"shutting_down"')) {
            resolveOutcome({ kind: 'shutting_down' });
          } else if (status >= 200 && status < 300) {
            resolveOutcome({ kind: 'answered', body });
          } else {
            resolveOutcome({ kind: 'unexpected', detail: `${call.method} ${call.path}: ${status} ${body}` });
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A connection that never opened carried nothing: the caller can safely go elsewhere.
      // Anything else lost a request the client had sent.
      if (error.syscall === 'connect') resolveOutcome({ kind: 'refused' });
      else
        resolveOutcome({
          kind: 'reset',
          detail: `${call.method} ${call.path}: ${error.code} ${error.message}`,
        });
    });
    request.end(call.body);
  });
}

/**
 * One keep-alive connection driven by hand, so no client pool can swap it for a new one: each
 * health check is written on it and its status read once the whole answer has come.
 */
async function keptConnection() {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const answer = async (): Promise<number> => {
    for (;;) {
      const headEnd = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received.slice(0, headEnd))?.[1];
      if (headEnd >= 0 && length !== undefined && received.length >= headEnd + 4 + Number(length)) {
        const status = Number(received.slice(9, 12));
        received = received.slice(headEnd + 4 + Number(length));
        return status;
      }
      if (socket.destroyed) throw new Error(`the connection closed before its answer: ${received}`);
      await Promise.race([once(socket, 'data'), once(socket, 'close')]);
    }
  };
  return {
    health: () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      return answer();
    },
    close: () => socket.destroy(),
  };
}

/** Resolves once a new connection is refused: the server has begun to drain. */
async function listenerClosed(): Promise<void> {
  for (;;) {
    const socket = net.connect(port, '127.0.0.1');
    const refused = await new Promise<boolean>((resolveAttempt) => {
      socket.once('connect', () => resolveAttempt(false));
      socket.once('error', () => resolveAttempt(true));
    });
    socket.destroy();
    if (refused) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 5));
  }
}

const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}): Call => ({
  method,
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: Buffer.from(JSON.stringify(body)),
});

const registration = (email: string) =>
  json('POST', '/api/register', {
    email,
    password: STRONG_PASSWORD,
    c_password: STRONG_PASSWORD,
    role: '1',
    acceptedTerms: true,
  });

beforeAll(async () => {
  await startServer();
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM under keep-alive load', () => {
  it('answers every request sent on an open connection, normally or with 503 shutting_down, and loses none', async () => {
    const setupAgent = new http.Agent({ keepAlive: false });
    const email = 'shutdown.load@example.test';
    const registered = await send(setupAgent, registration(email));
    expect(registered.kind).toBe('answered');
    const signIn = await send(setupAgent, json('POST', '/api/login', { email, password: STRONG_PASSWORD }));
    if (signIn.kind !== 'answered') throw new Error(`sign-in failed: ${JSON.stringify(signIn)}`);
    const token: string = JSON.parse(signIn.body).success.token;
    const image = multipartBody([
      { name: 'purpose', value: 'image' },
      { name: 'file', filename: 'photo.png', contentType: 'image/png', data: await noisyPng(120, 120) },
    ]);

    let sequence = 0;
    const calls: (() => Call)[] = [
      () => ({ method: 'GET', path: '/api/health' }),
      // Sign-in hashes with argon2: the slow call that is still in flight when the signal comes.
      () => json('POST', '/api/login', { email, password: STRONG_PASSWORD }),
      () => registration(`shutdown.${++sequence}@example.test`),
      () => ({
        method: 'POST',
        path: '/api/files',
        headers: { authorization: `Bearer ${token}`, 'content-type': image.contentType },
        body: image.payload,
      }),
    ];

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const tally = { answered: 0, shutting_down: 0, refused: 0, reset: 0, unexpected: 0 };
    const failures: string[] = [];
    let stop = false;
    let warmedUp: () => void = () => {};
    const warm = new Promise<void>((resolveWarm) => {
      warmedUp = resolveWarm;
    });
    const worker = async (index: number) => {
      for (let turn = index; !stop; turn += 1) {
        const outcome = await send(agent, calls[turn % calls.length]!());
        tally[outcome.kind] += 1;
        if (outcome.kind === 'reset' || outcome.kind === 'unexpected') failures.push(outcome.detail);
        if (tally.answered >= WARM_UP_REQUESTS) warmedUp();
        // Once the server is gone every attempt is refused at once; no need to spin on it.
        if (outcome.kind === 'refused') await new Promise((resolveWait) => setTimeout(resolveWait, 20));
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, (_, index) => worker(index));

    await warm;
    // A keep-alive connection idle when the signal comes: once the server drains (its listener
    // refuses new connections), a request sent on it must be answered 503 shutting_down, whatever
    // the timing of the load's own requests.
    const idle = await keptConnection();
    expect(await idle.health()).toBe(200);
    const before = { ...tally };
    server.kill('SIGTERM');
    await listenerClosed();
    const onIdle = await idle.health();
    idle.close();
    const code = await exited;
    stop = true;
    await Promise.all(workers);
    agent.destroy();

    const after = Object.fromEntries(
      Object.entries(tally).map(([kind, count]) => [kind, count - before[kind as keyof typeof tally]]),
    );
    console.log(
      `SIGTERM under load: before the signal ${JSON.stringify(before)}; from it on ${JSON.stringify(after)}`,
    );
    expect(failures, output).toEqual([]);
    expect(code).toBe(0);
    expect(onIdle).toBe(503);
  }, 120_000);
});
