import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the fault matrix (flows × faults, pass or fail) after a run that has faults.spec.ts's
 * cells: one annotation per cell (matrix.ts), read from each test's last attempt.
 */
export default class MatrixReporter implements Reporter {
  private readonly cells = new Map<string, Map<string, boolean>>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = result.annotations ?? test.annotations;
    for (const annotation of annotations) {
      if (annotation.type !== 'fault-cell' || !annotation.description) continue;
      const { flow, fault, pass } = JSON.parse(annotation.description) as { flow: string; fault: string; pass: boolean };
      if (!this.cells.has(flow)) this.cells.set(flow, new Map());
      this.cells.get(flow)!.set(fault, pass);
    }
  }

  onEnd(_result: FullResult): void {
    if (this.cells.size === 0) return;
    const faults = [...new Set([...this.cells.values()].flatMap((row) => [...row.keys()]))];
    const width = Math.max(...[...this.cells.keys()].map((flow) => flow.length), 4);
    const lines = [`${'flow'.padEnd(width)}  ${faults.map((fault) => fault.padEnd(9)).join(' ')}`];
    let passed = 0;
    let total = 0;
    for (const [flow, row] of this.cells) {
      const marks = faults.map((fault) => {
        const pass = row.get(fault);
        if (pass === undefined) return '–'.padEnd(9);
        total += 1;
        if (pass) passed += 1;
        return (pass ? 'pass' : 'FAIL').padEnd(9);
      });
      lines.push(`${flow.padEnd(width)}  ${marks.join(' ')}`);
    }
    console.log(`\nFault matrix: ${passed} of ${total} cells passed (${this.cells.size} flows).\n${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
