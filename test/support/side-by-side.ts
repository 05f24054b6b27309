import { spawn } from 'node:child_process';

/**
 * Runs npm scripts at the same time and fails if any of them failed: `tsx test/support/side-by-side.ts
 * typecheck+lint test:e2e` runs typecheck then lint, beside the e2e run. A group's scripts run one
 * after another, in order; the last group's output streams as it comes, the others' is printed
 * whole when they end, so no two logs interleave. The e2e run mostly waits for its browser and
 * services (a third of one core), so the checks fill its idle time (docs/testing.md, "What it costs").
 */
async function runGroup(scripts: string[], streamed: boolean): Promise<boolean> {
  for (const script of scripts) {
    const ok = await new Promise<boolean>((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.once('exit', (code) => {
        if (!streamed) process.stdout.write(`\n── npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'}\n${output}`);
        resolve(code === 0);
      });
    });
    if (!ok) return false;
  }
  return true;
}

const groups = process.argv.slice(2).map((group) => group.split('+').filter(Boolean));
const results = await Promise.all(groups.map((scripts, index) => runGroup(scripts, index === groups.length - 1)));
process.exit(results.every(Boolean) ? 0 : 1);
