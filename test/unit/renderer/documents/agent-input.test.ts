import { describe, expect, it } from 'vitest';
import { agentFieldErrors } from '../../../../renderer/src/features/documents/agent-input.js';

const errors = (name: string, code: string, taxCode = '') => [...agentFieldErrors({ name, code, taxCode })].sort();

describe('agentFieldErrors', () => {
  it('accepts an EDRPOU code of 8 or 10 digits, with or without a 12-digit VAT number', () => {
    expect(errors('ТОВ «Світанок»', '12345678')).toEqual([]);
    expect(errors('ФОП Петренко', '1234567890', '123456789012')).toEqual([]);
  });
  it('refuses a missing name or code, a code of another length or with letters, and a short VAT number', () => {
    expect(errors(' ', '')).toEqual(['code', 'name']);
    expect(errors('A', '1234567')).toEqual(['code']);
    expect(errors('A', '123456789')).toEqual(['code']);
    expect(errors('A', '1234567a')).toEqual(['code']);
    expect(errors('A', '12345678', '12345')).toEqual(['taxCode']);
  });
  it('refuses a name longer than the contract allows', () => {
    expect(errors('x'.repeat(501), '12345678')).toEqual(['name']);
  });
});
