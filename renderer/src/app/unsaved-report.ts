/**
 * Sends the page's "unsaved changes" answer to main, so that no update is installed over unsaved
 * documents. Reports go one at a time and in order, so main always ends with the latest answer;
 * an answer main already has is not sent again, and a failed send is retried with the next change.
 */
export function createUnsavedReporter(
  send: (unsaved: boolean) => Promise<unknown>,
  warn: (message: string) => void = (message) => console.warn(message),
): (unsaved: boolean) => Promise<void> {
  let sent: boolean | null = null;
  let chain: Promise<void> = Promise.resolve();
  return (unsaved) => {
    chain = chain.then(async () => {
      if (sent === unsaved) return;
      try {
        await send(unsaved);
        sent = unsaved;
      } catch (error) {
        // The page's console warnings reach the app's log (electron/main.ts); the user loses nothing.
        warn(`unsaved changes were not reported: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return chain;
  };
}
