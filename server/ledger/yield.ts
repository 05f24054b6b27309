/**
 * Lets the requests waiting on the event loop run before the next piece of a long job: the company
 * file's statements run on the service's own thread, so a job of many of them gives way between.
 */
export const yieldToOthers = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });
