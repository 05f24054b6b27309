import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountStanding } from '../../../../shared/api/accounts.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';

/**
 * Reads an account's entries and balance as the service counts them at the moment the user asks to
 * deactivate it (never from an older read), and the refusal of that read, if any.
 */
export function useAccountStanding() {
  const client = useQueryClient();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function read(code: string): Promise<AccountStanding | null> {
    setReading(true);
    setError(null);
    try {
      return await client.fetchQuery({
        queryKey: queryKeys.directory.accountStanding(code),
        queryFn: async () => (await desktop['accounts.standing']({ code })).data,
        staleTime: 0,
      });
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      setReading(false);
    }
  }
  return { read, reading, error, clearError: () => setError(null) };
}
