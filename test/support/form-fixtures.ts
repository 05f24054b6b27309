import type { CompanySettings } from '../../shared/api/index.js';
import { writeCompany } from '../../server/company/settings.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import { apiClient, fixtures, testService, uid, type ApiClient, type TestService } from './test-service.js';

/** Our company as the printed-form tests set it up. */
export const COMPANY: CompanySettings = {
  name: 'ТОВ «Облік Тест»',
  code: '12345678',
  taxCode: '123456789012',
  address: 'м. Київ, вул. Хрещатик, 1',
  iban: 'UA213223130000026007233566001',
  bank: 'АТ КБ «ПриватБанк»',
  vatPayer: true,
  vatFirstEvent: false,
  director: 'Коваленко О. П.',
  accountant: 'Шевченко М. В.',
  lockDate: null,
};

/** The counterparty of the printed-form tests. */
export const COUNTERPARTY = {
  name: 'ТОВ «Покупець Плюс»',
  code: '87654321',
  taxCode: '876543210987',
  address: 'м. Львів, вул. Городоцька, 10',
  iban: 'UA903052992990004149123456789',
};

/** Stores our company's requisites (every forms test file writes the same, so order does not matter). */
export async function setUpCompany(companyDb: CompanyDb): Promise<void> {
  await companyDb.write((trx) => writeCompany(trx, companyDb.context, COMPANY));
}

/** A counterparty, a store and two goods with units, each with fresh uids. */
export async function formWorld(api: ApiClient) {
  const f = fixtures(api);
  const agent = await f.agent(COUNTERPARTY.name, {
    code: COUNTERPARTY.code,
    taxCode: COUNTERPARTY.taxCode,
    address: COUNTERPARTY.address,
    iban: COUNTERPARTY.iban,
  });
  const store = await api.post('/store/update', { uid: uid(), name: 'Склад №1', address: 'м. Київ, вул. Складська, 5' });
  const paper = await f.entity('Папір офісний А4', { unit: 'пач', article: 'P-A4' });
  const pen = await f.entity('Ручка кулькова синя', { unit: 'шт', article: 'PEN-1' });
  return { f, agent, store: store.body.data, paper, pen };
}

/** What a forms test file works with: the worker's service with our company's requisites, and a fresh form world. */
export interface FormService {
  service: TestService;
  api: ApiClient;
  world: Awaited<ReturnType<typeof formWorld>>;
}

/** Sets up a forms test file (call it from `beforeAll`). */
export async function formService(): Promise<FormService> {
  const service = await testService();
  const api = apiClient(service.app);
  await setUpCompany(service.companyDb);
  return { service, api, world: await formWorld(api) };
}
