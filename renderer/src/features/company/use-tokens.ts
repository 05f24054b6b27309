import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TokenAddBody, TokenAdded, TokenInfo } from '../../../../shared/api/company.js';
import type { InvitationShown } from '../../../../shared/ipc/app-contract.js';
import { desktop } from '../../lib/bridge.js';
import { useOffers } from '../../lib/use-service-info.js';
import { queryKeys } from '../../lib/query-keys.js';

/**
 * The company's tokens (people and their rights), from a service that offers `company.tokens`.
 * A token without the right to manage tokens is refused (403): the screen says so, and asking again is pointless.
 */
export function useTokens() {
  const offered = useOffers('company.tokens');
  const query = useQuery({
    queryKey: queryKeys.company.tokens,
    queryFn: async (): Promise<TokenInfo[]> => (await desktop['company.tokens']({})).data,
    enabled: offered,
    retry: false,
  });
  return { ...query, offered };
}

/** Adds a person with rights; the answer carries the token, shown this once. */
export function useAddToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TokenAddBody): Promise<TokenAdded> => (await desktop['company.addToken'](body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.company.tokens }),
  });
}

/** Revokes a person's token: the service refuses it from its next request. */
export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await desktop['company.revokeToken']({ name })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.company.tokens }),
  });
}

/**
 * Invites a person to the served company: the page gets the QR and the address, never the token; the
 * invitation's text is copied and forgotten by the main process (docs/security.md, "Invitations").
 */
export function useInvitation() {
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: async (body: TokenAddBody): Promise<z.output<typeof InvitationShown>> => await desktop['invitations.create'](body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.company.tokens }),
  });
  const copy = useMutation({ mutationFn: async () => await desktop['invitations.copy']({}) });
  const dismiss = () => desktop['invitations.dismiss']({});
  return { create, copy, dismiss };
}
