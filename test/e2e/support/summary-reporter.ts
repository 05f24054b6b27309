import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the e2e run with one plain line, `e2e: N passed, N failed, N skipped`, like the Vitest run. */
export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.counts.passed++;
    else if (result.status === 'skipped') this.counts.skipped++;
    else this.counts.failed++;
  }

  onEnd(_result: FullResult): void {
    const { passed, failed, skipped } = this.counts;
    process.stdout.write(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
