import { useConnectionActions, type NewPostgresConnection } from '../../lib/use-connections.js';

/** A start that failed, as the screen words it: the core's kind and its precise reason. */
interface StartFailure {
  code: string;
  reason?: string;
  message: string;
}

/**
 * Adds a company on the office's PostgreSQL, tests it, and makes it current when it opens. One
 * that does not open (a wrong password, a server down) stays in the list with what went wrong,
 * to be fixed and tested again.
 */
export function useAddPostgres(): (request: NewPostgresConnection) => Promise<{ name: string; failure: StartFailure | null }> {
  const actions = useConnectionActions();
  return async (request) => {
    const added = await actions.add.mutateAsync(request);
    const tested = await actions.test.mutateAsync(added.id);
    if (!tested.ok) {
      const failure = { code: tested.code ?? 'OFFLINE', message: tested.message, ...(tested.reason ? { reason: tested.reason } : {}) };
      return { name: added.name, failure };
    }
    await actions.select.mutateAsync(added.id);
    return { name: added.name, failure: null };
  };
}
