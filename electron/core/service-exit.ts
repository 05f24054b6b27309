/**
 * Exit codes of the service's command line that the core tells apart (server/cli.ts uses the same
 * numbers; test/api/backup.test.ts checks that they agree).
 */
export const SERVICE_EXIT = { ok: 0, failed: 1, usage: 2, newerStore: 3, folderLocked: 4 } as const;

/**
 * Words for the user when the local service ended before it listened, or null when its exit code
 * says nothing more than "failed". Ukrainian first, as the app speaks, English after.
 */
export function describeServiceExit(code: number | null): string | null {
  if (code === SERVICE_EXIT.newerStore) {
    return 'Цю компанію збережено новішою версією програми. Оновіть програму, щоб її відкрити. / ' +
      'This company was saved by a newer version of the app; update the app to open it.';
  }
  if (code === SERVICE_EXIT.folderLocked) {
    return 'Цю компанію вже відкрито в іншому вікні чи програмі. / This company is already open in another process.';
  }
  return null;
}
