import type { CoreOptions, Handlers } from './core-types.js';

/**
 * Handlers of what the page tells the host about itself. Whether an editor holds unsaved changes
 * matters only where updates are installed (Electron main); the browser host has no updater and
 * passes no listener, so there the report is accepted and dropped.
 */
export function createAppStateHandlers(options: Pick<CoreOptions, 'onUnsavedChanges'>): Pick<Handlers, 'app.unsavedChanges'> {
  return {
    'app.unsavedChanges': ({ unsaved }) => {
      options.onUnsavedChanges?.(unsaved);
      return Promise.resolve({});
    },
  };
}
