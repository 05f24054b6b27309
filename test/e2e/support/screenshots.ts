import { mkdirSync } from 'node:fs';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';

/** Where a spec saves its picture `name` in `lang`: `/tmp/shots/<spec>-<lang>-<name>.png`, the folder made first. */
export function screenshotPath(spec: string, lang: string, name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return `${SHOTS}/${spec}-${lang}-${name}.png`;
}
