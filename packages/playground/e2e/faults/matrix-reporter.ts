import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the fault matrix (flows × faults: pass, FAIL, known, FIXED) after a run that has faults.spec.ts's
 * cells: one annotation per cell (matrix.ts), read from each test's last attempt.
 */
export default class MatrixReporter implements Reporter {
  private readonly cells = new Map<string, Map<string, string>>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = result.annotations ?? test.annotations;
    for (const annotation of annotations) {
      if (annotation.type !== 'fault-cell' || !annotation.description) continue;
      const { flow, fault, result } = JSON.parse(annotation.description) as { flow: string; fault: string; result: string };
      if (!this.cells.has(flow)) this.cells.set(flow, new Map());
      this.cells.get(flow)!.set(fault, result);
    }
  }

  onEnd(_result: FullResult): void {
    if (this.cells.size === 0) return;
    const faults = [...new Set([...this.cells.values()].flatMap((row) => [...row.keys()]))];
    const width = Math.max(...[...this.cells.keys()].map((flow) => flow.length), 4);
    const lines = [`${'flow'.padEnd(width)}  ${faults.map((fault) => fault.padEnd(9)).join(' ')}`];
    const counts = new Map<string, number>();
    for (const [flow, row] of this.cells) {
      const marks = faults.map((fault) => {
        const result = row.get(fault);
        if (result === undefined) return '–'.padEnd(9);
        counts.set(result, (counts.get(result) ?? 0) + 1);
        return (result === 'pass' || result === 'known' ? result : result.toUpperCase()).padEnd(9);
      });
      lines.push(`${flow.padEnd(width)}  ${marks.join(' ')}`);
    }
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const summary = ['pass', 'known', 'fail', 'fixed'].map((result) => `${counts.get(result) ?? 0} ${result}`).join(', ');
    console.log(
      `\nFault matrix: ${total} cells in ${this.cells.size} flows: ${summary} ('known': a bug found and listed, not yet fixed).\n${lines.join('\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
