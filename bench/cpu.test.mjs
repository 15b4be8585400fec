import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuMeter, cpuMs } from './cpu.mjs';

/** Burns `ms` of this process's CPU, as node counts it, however busy the machine is. */
function spin(ms) {
  const start = process.cpuUsage();
  let turns = 0;
  for (;;) {
    const { user, system } = process.cpuUsage(start);
    if ((user + system) / 1000 >= ms) return turns;
    turns++;
  }
}

describe('the CPU a request costs', () => {
  it("counts a process's own time per request, and none for one that sleeps", async () => {
    const busy = cpuMeter({ pid: process.pid });
    spin(200);
    const spent = busy.stop(10);
    // 20 ms a request, read in the kernel's ticks (10 ms), with what else the test's process does meanwhile.
    expect(spent.server).toBeGreaterThanOrEqual(18);
    expect(spent.server).toBeLessThanOrEqual(30);

    const sleeper = spawn('sleep', ['1']);
    const idle = cpuMeter({ pid: sleeper.pid });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(idle.stop(10).server).toBeLessThan(1);
    sleeper.kill();
  });

  it('leaves a remote database and a gone process unknown', () => {
    const remote = cpuMeter({ pid: 2 ** 30, databaseUrl: 'postgres://acorn@db.example.com:5432/acorn' });
    expect(remote.stop(10)).toEqual({ server: null, database: null });
    expect(cpuMs(null)).toBe('n/a');
    expect(cpuMs(2.345)).toBe('2.3');
    // Nothing answered, nothing to divide.
    expect(cpuMeter({ pid: process.pid }).stop(0).server).toBeNull();
  });
});
