import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { desktop } from './bridge.js';
import { queryKeys } from './query-keys.js';

/** The person at this PC: the name local companies record in the history, and whether they confirmed it. */
export function usePerson() {
  return useQuery({ queryKey: queryKeys.person, queryFn: async () => await desktop['person.load']({}) });
}

/** Keeps the person's name; the local services start again under it. */
export function useSavePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => await desktop['person.save']({ name }),
    onSuccess: (person) => client.setQueryData(queryKeys.person, person),
  });
}
