import { useEffect } from 'react';
import { hasUnsavedDrafts, onUnsavedDraftsChange } from '../lib/local-drafts.js';
import { desktop, hasBridge } from '../lib/bridge.js';
import { createUnsavedReporter } from './unsaved-report.js';

/**
 * Keeps main told whether any editor holds unsaved changes: once when the page starts (main
 * counts an open window as unsaved until then) and whenever the answer changes.
 */
export function useUnsavedChangesReport(): void {
  useEffect(() => {
    if (!hasBridge()) return;
    const report = createUnsavedReporter((unsaved) => desktop['app.unsavedChanges']({ unsaved }));
    void report(hasUnsavedDrafts());
    return onUnsavedDraftsChange((unsaved) => void report(unsaved));
  }, []);
}
