import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddConnectionRequest, ConnectionView } from '../../../shared/ipc/app-contract.js';
import { desktop } from './bridge.js';
import { isCompanyQuery, queryKeys } from './query-keys.js';

export type Connection = ConnectionView;
export type NewCloudConnection = Extract<z.input<typeof AddConnectionRequest>, { kind: 'cloud' }>;
export type NewPostgresConnection = Extract<z.input<typeof AddConnectionRequest>, { kind: 'postgres' }>;

/** The connections, as the main process describes them (never with a token). */
export function useConnections() {
  return useQuery({ queryKey: queryKeys.connections, queryFn: async () => await desktop['connections.list']({}) });
}

/** Add, test, switch to and remove connections; switching drops every cached query of the old one. */
export function useConnectionActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.connections });
  // Data of one company must never show under another: forget everything but the list itself.
  const switched = async () => {
    client.removeQueries({ predicate: isCompanyQuery });
    await refresh();
  };
  return {
    /** Joins a company served to the office by its invitation, and makes it current. */
    join: useMutation({
      mutationFn: async (invitation: string) => {
        const joined = await desktop['connections.join']({ invitation });
        return await desktop['connections.select']({ id: joined.id });
      },
      onSuccess: switched,
    }),
    /** Pins the certificate fingerprint a served company presents now: the user compared it and accepted it. */
    acceptFingerprint: useMutation({
      mutationFn: async ({ id, fingerprint }: { id: string; fingerprint: string }) =>
        await desktop['connections.acceptFingerprint']({ id, fingerprint }),
      onSuccess: refresh,
    }),
    add: useMutation({
      mutationFn: async (request: NewCloudConnection | NewPostgresConnection) => await desktop['connections.add'](request),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: async (id: string) => await desktop['connections.test']({ id }),
    }),
    select: useMutation({
      mutationFn: async (id: string) => await desktop['connections.select']({ id }),
      onSuccess: switched,
    }),
    setCacheLimit: useMutation({
      mutationFn: async ({ id, megabytes }: { id: string; megabytes: number }) =>
        await desktop['connections.setCacheLimit']({ id, megabytes }),
      onSuccess: refresh,
    }),
    /** A new password of a company on the office's PostgreSQL: its service starts again with it, and what failed is read anew. */
    setPassword: useMutation({
      mutationFn: async ({ id, password }: { id: string; password: string }) => await desktop['connections.setPassword']({ id, password }),
      onSuccess: switched,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => await desktop['connections.remove']({ id }),
      onSuccess: refresh,
    }),
  };
}

/** The id of the active connection, which keys the kept drafts; null until known. */
export function useActiveConnectionId(): string | null {
  const connections = useConnections();
  if (!connections.data) return null;
  return connections.data.find((connection) => connection.active)?.id ?? 'none';
}
