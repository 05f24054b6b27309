import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with one plain line, `electron-only: N passed, N failed, N skipped`, and why tests were skipped. */
// eslint-disable-next-line no-restricted-syntax -- Playwright loads a reporter from the default export.
export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };
  private reasons = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.counts.passed++;
    else if (result.status === 'skipped') {
      this.counts.skipped++;
      for (const note of test.annotations) if (note.type === 'skip' && note.description) this.reasons.add(note.description);
    } else this.counts.failed++;
  }

  onEnd(_result: FullResult): void {
    const { passed, failed, skipped } = this.counts;
    const why = [...this.reasons].map((reason) => `\n  ${reason}`).join('');
    process.stdout.write(`\nelectron-only: ${passed} passed, ${failed} failed, ${skipped} skipped${why}\n`);
  }
}
