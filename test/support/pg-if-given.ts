import { spawn } from 'node:child_process';

/**
 * `npm run test:pg-if-given`: the API, property and fuzz suites on PostgreSQL (`npm run test:pg`) when
 * `OBLIK_TEST_PG_URL` names a server, else a line saying they were not run. `npm test` runs it beside
 * the e2e run, so CI (`.ci/run`) calls the README's own command and still covers both engines. Its own
 * variable, not TEST_DATABASE_URL, so that npm test's first `vitest run` stays on company files
 * (docs/testing.md).
 */
const url = process.env.OBLIK_TEST_PG_URL;
if (!url) {
  console.log('PostgreSQL suites not run: OBLIK_TEST_PG_URL names no server (docs/testing.md).');
  process.exit(0);
}
const child = spawn('npm', ['run', '--silent', 'test:pg'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
child.once('exit', (code) => process.exit(code ?? 1));
