// What a request costs in CPU: the time a server process and the local PostgreSQL's processes
// spent (Linux's /proc), read before and after a run. The capacity model (docs/CAPACITY.md) is
// built from these figures; elsewhere (no /proc, a remote database) they read as unknown.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's user and system CPU seconds, or null when it is gone or /proc is not there. */
function processSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** Every PostgreSQL process on this machine (the postmaster, its backends and workers), by pid. */
function postgresSeconds() {
  const seconds = new Map();
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const spent = processSeconds(entry);
    if (spent !== null) seconds.set(entry, spent);
  }
  return seconds.size > 0 ? seconds : null;
}

/** Whether a connection string names this machine, whose PostgreSQL processes are then readable. */
const isLocal = (url) =>
  url !== undefined && /^postgres(ql)?:\/\/([^@/]*@)?(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(url);

/**
 * Starts counting the CPU of the process `pid` and of the local PostgreSQL (when `databaseUrl`
 * names this machine). `stop(requests)` answers milliseconds per request of each, or null where
 * unknown. A backend that exits during the run takes its time with it: the pools here keep theirs.
 */
export function cpuMeter({ pid, databaseUrl }) {
  const server = processSeconds(pid);
  const database = isLocal(databaseUrl) ? postgresSeconds() : null;
  return {
    stop(requests) {
      const perRequest = (seconds) => (requests > 0 ? (seconds * 1000) / requests : null);
      const serverNow = processSeconds(pid);
      let databaseSpent = null;
      const databaseNow = database ? postgresSeconds() : null;
      if (database && databaseNow) {
        databaseSpent = 0;
        for (const [process, spent] of databaseNow) databaseSpent += spent - (database.get(process) ?? 0);
      }
      return {
        server: server === null || serverNow === null ? null : perRequest(serverNow - server),
        database: databaseSpent === null ? null : perRequest(databaseSpent),
      };
    },
  };
}

/** A CPU figure for a table: milliseconds with one decimal, or 'n/a'. */
export const cpuMs = (value) => (value === null ? 'n/a' : value.toFixed(1));
