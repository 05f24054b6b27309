import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS } from '../../../shared/api/endpoints.js';
import {
  API_OPERATIONS,
  APP_OPERATIONS,
  bridgeContract,
  errorCodeOfKind,
  lenientOf,
  MAIN_PROCESS_ENDPOINTS,
  OPERATIONS,
  type BridgeRequest,
  type BridgeResponse,
  type DesktopApi,
} from '../../../shared/ipc/index.js';
import { Document } from '../../../shared/api/documents.js';

const UID = '3f0c7a52-6f1e-4d7a-9a51-0b8f3c2d1e4a';
const now = '2025-03-01T10:00:00.000Z';

describe('the bridge contract', () => {
  it('names every endpoint of the table as an operation, but those of the main process alone, and no API operation without an endpoint', () => {
    expect([...API_OPERATIONS, ...MAIN_PROCESS_ENDPOINTS].sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const name of Object.keys(ENDPOINTS)) {
      if ((MAIN_PROCESS_ENDPOINTS as readonly string[]).includes(name)) expect(OPERATIONS).not.toContain(name);
      else expect(OPERATIONS).toContain(name);
    }
  });

  it('has a request and a response schema for every operation and nothing else', () => {
    expect(Object.keys(bridgeContract).sort()).toEqual([...OPERATIONS].sort());
    for (const op of OPERATIONS) {
      expect(bridgeContract[op].request, op).toBeInstanceOf(z.ZodType);
      expect(bridgeContract[op].response, op).toBeInstanceOf(z.ZodType);
    }
    expect(new Set(OPERATIONS).size).toBe(API_OPERATIONS.length + APP_OPERATIONS.length);
  });

  it('passes every field of an endpoint’s query, params and body on: none is a schema the bridge cannot merge', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, { params?: unknown; query?: unknown; body?: unknown }][]) {
      for (const part of [endpoint.params, endpoint.query, endpoint.body]) {
        if (part !== undefined && !(part instanceof z.ZodArray)) expect(part, name).toBeInstanceOf(z.ZodObject);
      }
    }
    expect(bridgeContract['reports.moneyBalances'].request.parse({ date: '2026-11-30', from: '2026-11-01' })).toEqual({
      date: '2026-11-30',
      from: '2026-11-01',
    });
  });

  it('takes a batch as { records } and refuses a bare array or too many records', () => {
    const records = [{ uid: UID, name: 'ТОВ "Ромашка"' }];
    expect(bridgeContract['agents.batch'].request.parse({ records })).toEqual({ records: [{ uid: UID, name: 'ТОВ "Ромашка"' }] });
    expect(bridgeContract['agents.batch'].request.safeParse(records).success).toBe(false);
    const many = Array.from({ length: 1001 }, () => ({ uid: UID }));
    expect(bridgeContract['stores.batch'].request.safeParse({ records: many }).success).toBe(false);
  });

  it('merges path parameters, query and body of an endpoint into one request', () => {
    expect(bridgeContract['documents.pdf'].request.parse({ uid: UID.toUpperCase(), form: 'WBWH' })).toEqual({ uid: UID, form: 'WBWH' });
    expect(bridgeContract['documents.index'].request.parse({ from: '2025-01-01', to: '2025-01-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      pageSize: 100,
      offset: 0,
    });
  });

  it('rejects malformed requests before they reach the core', () => {
    const bad: [keyof typeof bridgeContract, unknown][] = [
      ['documents.load', { uid: 'not-a-uuid' }],
      ['documents.load', {}],
      ['documents.load', null],
      ['documents.index', { from: '2025-02-30', to: '2025-03-01' }],
      ['documents.index', { from: '2025-01-01', to: '2025-01-31', pageSize: 101 }],
      ['documents.setDone', { uid: UID, done: 'yes' }],
      ['documents.update', { uid: UID, sum: '12.345' }],
      ['documents.update', { uid: UID, type: 'nonsense' }],
      ['agents.find', { what: 'name', value: 'x' }],
      ['reports.agentTurnover', { accCode: '999', from: '2025-01-01', to: '2025-01-31' }],
      ['connections.add', { kind: 'cloud', name: 'x', baseUrl: 'not a url', token: 't' }],
      ['connections.select', { id: '' }],
      ['print.pdf', { documents: [] }],
    ];
    for (const [op, request] of bad)
      expect(bridgeContract[op].request.safeParse(request).success, `${op} ${JSON.stringify(request)}`).toBe(false);
  });

  it('reads replies leniently: numeric strings become numbers, unknown fields stay, unknown type codes stay', () => {
    const reply = bridgeContract['documents.index'].response.parse({
      data: [documentReply({ sum: '1200.50', type: 'someNewType', extra: { x: 1 } })],
      totalCount: 1,
      source: 'live',
      fetchedAt: now,
    });
    const [first] = reply.data;
    expect(first?.sum).toBe(1200.5);
    expect(first?.type).toBe('someNewType');
    expect(first).toMatchObject({ extra: { x: 1 } });
  });

  it('reads replies strictly where a wrong value would mislead: uids and amounts', () => {
    const parse = (overrides: Record<string, unknown>) =>
      bridgeContract['documents.load'].response.safeParse({ data: documentReply(overrides), source: 'live', fetchedAt: now }).success;
    expect(parse({})).toBe(true);
    expect(parse({ uid: '42' })).toBe(false);
    expect(parse({ sum: 'about 12' })).toBe(false);
    expect(parse({ sum: '12.345' })).toBe(false);
    expect(parse({ total: null })).toBe(false);
    expect(parse({ agent: { uid: 'someone', name: 'x' } })).toBe(false);
  });

  it('derives a lenient schema whose second pass gives the same value', () => {
    const lenient = lenientOf(Document);
    const once = lenient.parse(documentReply({ sum: '5', vatSum: '1.00' }));
    expect(lenient.parse(once)).toEqual(once);
  });

  it('carries a PDF as base64 and freshness on every API reply', () => {
    const reply = { data: { base64: 'JVBERi0=', contentType: 'application/pdf' }, source: 'cache', fetchedAt: now };
    expect(bridgeContract['documents.pdf'].response.parse(reply)).toEqual(reply);
    expect(bridgeContract['documents.pdf'].response.safeParse({ ...reply, source: 'elsewhere' }).success).toBe(false);
  });

  it('names core error kinds by their bridge codes', () => {
    expect(errorCodeOfKind('ruleFailed')).toBe('RULE_FAILED');
    expect(errorCodeOfKind('offline')).toBe('OFFLINE');
  });

  it('types every operation of the renderer API precisely', () => {
    expectTypeOf<BridgeRequest<'documents.load'>>().toEqualTypeOf<{ uid: string; userRun?: boolean }>();
    expectTypeOf<BridgeRequest<'agents.batch'>['records'][number]['uid']>().toEqualTypeOf<string>();
    expectTypeOf<BridgeResponse<'documents.load'>['data']['sum']>().toEqualTypeOf<number>();
    expectTypeOf<BridgeResponse<'documents.index'>['data']>().toBeArray();
    expectTypeOf<BridgeResponse<'documents.pdf'>['data']['base64']>().toEqualTypeOf<string>();
    expectTypeOf<BridgeResponse<'reports.agentTurnover'>['data']['total']['dbSum']>().toEqualTypeOf<number>();
    expectTypeOf<Parameters<DesktopApi['documents.setDone']>[0]>().toEqualTypeOf<{ uid: string; done: boolean; version?: number }>();
    expectTypeOf<Awaited<ReturnType<DesktopApi['connections.list']>>[number]['hasToken']>().toEqualTypeOf<boolean>();
  });
});

function documentReply(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    uid: UID,
    date: '2025-03-01',
    type: 'waybillOut',
    no: '1',
    sum: 1200,
    vatCode: '20',
    vatInPrice: false,
    vatSum: 240,
    total: 1440,
    memo: '',
    agent: { uid: UID, name: 'Покупець' },
    contract: null,
    storeIn: null,
    storeOut: { uid: UID, name: 'Склад' },
    done: false,
    paid: 0,
    shipped: 0,
    dateModified: now,
    ...overrides,
  };
}
