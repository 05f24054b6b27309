/**
 * The languages a spec repeats its whole run in. The app's English texts are typed against the
 * Ukrainian ones (`en: typeof uk` in each feature's texts.ts), so none can be missing; a spec repeats
 * in English only where English looks different to a user (its layout at 1366 px, formats, the
 * switch itself), and the others run in Ukrainian (docs/testing.md, "English in the e2e tests").
 * `OBLIK_E2E_ENGLISH=all` repeats every spec in both, as before a release.
 */
export function languagesOfWholeRun<L extends string>(languages: readonly L[]): readonly L[] {
  return process.env.OBLIK_E2E_ENGLISH === 'all' ? languages : languages.filter((lang) => lang === 'uk');
}
