import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, expect } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Lints snippets of code as if they were the named files of the project, with the project's own config
 * (the type-aware rules left out: a snippet has no program), and gives the messages of the rules
 * `ruleWanted` picks. Call it inside a `describe`: the linter is made once, before its tests.
 */
export function lintSnippets(ruleWanted: (ruleId: string) => boolean): (file: string, code: string) => Promise<string[]> {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });
  });
  return async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
    const messages = result?.messages ?? [];
    // A snippet that does not parse would be allowed for nothing.
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    return messages.filter((m) => m.ruleId !== null && ruleWanted(m.ruleId)).map((m) => m.message);
  };
}
