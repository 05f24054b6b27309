import { useQuery } from '@tanstack/react-query';
import { findAgentsByCode } from './use-all-agents.js';
import { queryKeys } from '../../lib/query-keys.js';

/** What the service says of a typed code: still asked, nobody else has it, or the counterparty that has it. */
export type CodeCheck = { state: 'none' | 'checking' | 'free' } | { state: 'taken'; name: string };

const WHOLE_CODE = /^(\d{8}|\d{10})$/;

/**
 * Whether another counterparty than `uid` already has the ЄДРПОУ/РНОКПП `code`. The service creates
 * such an agent anyway (a branch may share its company's code) and warns of it; the editor says so
 * while the code is typed (docs/service-behaviour.md, "Further fields"). Only a whole code is asked.
 */
export function useCodeInUse(enabled: boolean, uid: string, code: string): CodeCheck {
  const asked = enabled && WHOLE_CODE.test(code);
  const found = useQuery({ queryKey: queryKeys.directory.agentsWithCode(code), queryFn: () => findAgentsByCode(code), enabled: asked });
  if (!asked) return { state: 'none' };
  if (!found.data) return { state: found.isError ? 'none' : 'checking' };
  const other = found.data.find((agent) => agent.uid !== uid);
  return other ? { state: 'taken', name: other.name } : { state: 'free' };
}
