import { readdirSync, readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * `PORTICO_E2E_CPU=1 npx playwright test`: after the run, the CPU time each spec file and each of
 * the costliest tests took, for deciding what to make cheaper (every step of `npm test` is
 * CPU-bound: the suite's time follows its CPU time, not its tests' wall time).
 *
 * A test's CPU is its worker's and everything under it (its browser's processes, a fault
 * emulator the worker started), user + system, with the children that ended during the test, read
 * from /proc at its start and end (Linux only; elsewhere it prints nothing). The servers every
 * worker shares (the emulator, `vite preview`) and the runner are not in it: about a sixth of the
 * suite's CPU. A worker's first test also carries the browser's launch.
 */

const TICKS_PER_SECOND = 100;

interface Proc {
  parent: number;
  ticks: number;
}

function processes(): Map<number, Proc> {
  const table = new Map<number, Proc>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, … utime (12th), stime, cutime, cstime.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      table.set(Number(entry), { parent: Number(fields[1]), ticks });
    } catch {
      // The process ended while being read.
    }
  }
  return table;
}

function treeTicks(table: Map<number, Proc>, root: number): number {
  const children = new Map<number, number[]>();
  for (const [pid, proc] of table) children.set(proc.parent, [...(children.get(proc.parent) ?? []), pid]);
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += table.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * The worker process of `workerIndex`. Its own environment is the one it was started with; the
 * processes it starts (its browser) carry TEST_WORKER_INDEX, so the worker is their parent.
 */
function workerPid(table: Map<number, Proc>, workerIndex: number): number | null {
  for (const [pid, proc] of table) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`\0TEST_WORKER_INDEX=${workerIndex}\0`)) continue;
      if (readFileSync(`/proc/${proc.parent}/cmdline`, 'utf8').includes('workerProcessEntry')) return proc.parent;
    } catch {
      // Gone, or not ours to read.
    }
  }
  return null;
}

interface Row {
  file: string;
  title: string;
  cpu: number;
  wall: number;
}

export default class CpuReporter implements Reporter {
  private readonly enabled = process.env.PORTICO_E2E_CPU === '1' && process.platform === 'linux';
  private readonly starts = new Map<string, { pid: number | null; ticks: number }>();
  private readonly rows: Row[] = [];

  onTestBegin(test: TestCase, result: TestResult): void {
    if (!this.enabled) return;
    const table = processes();
    const pid = workerPid(table, result.workerIndex);
    this.starts.set(`${test.id}#${result.retry}`, { pid, ticks: pid === null ? 0 : treeTicks(table, pid) });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.enabled) return;
    const start = this.starts.get(`${test.id}#${result.retry}`);
    const table = processes();
    // A worker's first test starts before its browser does: from the worker's start.
    const pid = start?.pid ?? workerPid(table, result.workerIndex);
    if (pid === null) return;
    const ticks = treeTicks(table, pid) - (start?.pid === null || start === undefined ? 0 : start.ticks);
    const file = test.location.file.split(/[\\/]e2e[\\/]/).at(-1) ?? test.location.file;
    this.rows.push({ file, title: test.title, cpu: ticks / TICKS_PER_SECOND, wall: result.duration / 1000 });
  }

  onEnd(_result: FullResult): void {
    if (!this.enabled || this.rows.length === 0) return;
    const files = new Map<string, { tests: number; cpu: number; wall: number }>();
    for (const row of this.rows) {
      const file = files.get(row.file) ?? { tests: 0, cpu: 0, wall: 0 };
      files.set(row.file, { tests: file.tests + 1, cpu: file.cpu + row.cpu, wall: file.wall + row.wall });
    }
    const total = this.rows.reduce((sum, row) => sum + row.cpu, 0);
    const fixed = (value: number, width: number) => value.toFixed(1).padStart(width);
    const lines = [`CPU by spec file (${fixed(total, 0)} CPU-s in ${this.rows.length} tests; servers and the runner not counted):`, '  CPU-s  tests  wall-s  file'];
    for (const [file, { tests, cpu, wall }] of [...files].sort((a, b) => b[1].cpu - a[1].cpu)) {
      lines.push(`${fixed(cpu, 7)}  ${String(tests).padStart(5)}  ${fixed(wall, 6)}  ${file}`);
    }
    lines.push('The costliest tests:', '  CPU-s  wall-s  test');
    for (const row of [...this.rows].sort((a, b) => b.cpu - a.cpu).slice(0, 15)) {
      lines.push(`${fixed(row.cpu, 7)}  ${fixed(row.wall, 6)}  ${row.file} › ${row.title}`);
    }
    console.log(`\n${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
