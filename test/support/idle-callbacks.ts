/** jsdom has no idle callbacks; the reports screen warms its grid up in one (GridWarmUp): run them on the next turn. */
export function installIdleCallbacks(): void {
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 0 }), 0),
    cancelIdleCallback: (id: number) => window.clearTimeout(id),
  });
}
