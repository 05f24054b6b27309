import { AgentInput } from '../../../../shared/api/directories.js';

/** A field of the new-counterparty dialog. */
export type AgentField = 'name' | 'code' | 'taxCode';

const PROBE_UID = '00000000-0000-4000-8000-000000000000';

/** A new counterparty's fields as typed. */
export interface TypedAgentFields {
  name: string;
  code: string;
  taxCode: string;
}

/**
 * The fields of a new counterparty that would be refused. Checked with the same `AgentInput`
 * schema the service parses with (code: 8 or 10 digits, VAT number: 12 digits), so the dialog and
 * the service never disagree; name and code are required here because a document's counterparty
 * without them cannot be printed on a tax document.
 */
export function agentFieldErrors(input: TypedAgentFields): Set<AgentField> {
  const bad = new Set<AgentField>();
  if (input.name.trim() === '') bad.add('name');
  if (input.code.trim() === '') bad.add('code');
  const parsed = AgentInput.safeParse({ uid: PROBE_UID, name: input.name.trim(), code: input.code.trim(), taxCode: input.taxCode.trim() });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'code' || field === 'taxCode') bad.add(field);
  }
  return bad;
}
