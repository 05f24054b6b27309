import type { Transaction } from 'kysely';
import type { ContractInput } from '../../shared/api/index.js';
import type { CompanySettings } from '../../shared/api/index.js';
import { COMPANY_META_KEY, writeCompany } from '../company/settings.js';
import { kindsWritten } from '../ledger/change-kinds.js';
import { DIRECTORIES, upsertRecords } from '../ledger/directories/directories.js';
import type { Database } from '../database/schema.js';
import type { CompanyContext } from '../ledger/context.js';
import { buildAgents, type DemoAgent } from './demo-agents.js';
import { buildEntities, type DemoEntity } from './demo-catalogue.js';
import { edrpouCode, ukrainianIban, vatPayerNumber } from './demo-codes.js';
import type { DemoRandom } from './demo-random.js';

/** A demo store and what it holds. */
export interface DemoStore {
  uid: string;
  name: string;
  address: string;
}

/** Everything the document generator draws from. */
export interface DemoDirectories {
  stores: { central: DemoStore; finished: DemoStore; shop: DemoStore };
  agents: DemoAgent[];
  entities: DemoEntity[];
  /** Contract uid of an agent that has one. */
  contractOf: Map<string, string>;
}

/** The demo company itself, for printed forms: a VAT-paying furniture workshop with a hardware shop in Kyiv. */
export function buildCompany(rnd: DemoRandom): CompanySettings {
  const code = edrpouCode(rnd);
  return {
    name: 'ТОВ «Демо-Облік»',
    code,
    taxCode: vatPayerNumber(rnd, code),
    vatPayer: true,
    vatFirstEvent: false,
    address: '04071, м. Київ, вул. Нижній Вал, 15',
    iban: ukrainianIban(rnd, '305299'),
    bank: 'АТ КБ «ПриватБанк»',
    director: 'Шевченко Андрій Олександрович',
    accountant: 'Бондаренко Наталія Сергіївна',
    lockDate: null,
  };
}

/** Builds the demo's stores, agents, contracts and entities (not yet written). */
export function buildDirectories(rnd: DemoRandom, firstDate: string): DemoDirectories & { contracts: ContractInput[] } {
  const stores = {
    central: { uid: rnd.uid(), name: 'Центральний склад', address: '04073, м. Київ, вул. Промислова, 4' },
    finished: { uid: rnd.uid(), name: 'Склад готової продукції', address: '04073, м. Київ, вул. Промислова, 4, корп. 2' },
    shop: { uid: rnd.uid(), name: 'Магазин на Подолі', address: '04070, м. Київ, вул. Межигірська, 12' },
  };
  const agents = buildAgents(rnd);
  const entities = buildEntities(rnd);
  const contractOf = new Map<string, string>();
  const year = firstDate.slice(2, 4);
  const contracts = agents
    .filter((a) => a.role !== 'customer' || rnd.chance(0.5))
    .map((agent, i) => {
      const uid = rnd.uid();
      contractOf.set(agent.uid, uid);
      const no = agent.role === 'customer' ? `${i + 1}/${year}` : `П-${String(i + 1).padStart(2, '0')}/${year}`;
      const kind = agent.role === 'customer' ? 'купівлі-продажу' : agent.role === 'serviceSupplier' ? 'про надання послуг' : 'поставки';
      // Signed some weeks before the first demo document.
      const date = new Date(Date.parse(firstDate) - rnd.int(7, 120) * 86_400_000).toISOString().slice(0, 10);
      return { uid, name: `Договір ${kind} № ${no}`, agent: { uid: agent.uid }, no, date };
    });
  return { stores, agents, entities, contractOf, contracts };
}

export interface WriteDirectoriesOptions {
  dirs: ReturnType<typeof buildDirectories>;
  company: CompanySettings;
}

/** Writes the directories and the company record in one transaction. */
export async function writeDirectories(trx: Transaction<Database>, context: CompanyContext, { dirs, company }: WriteDirectoriesOptions) {
  await upsertRecords(trx, DIRECTORIES.stores, Object.values(dirs.stores));
  await upsertRecords(
    trx,
    DIRECTORIES.agents,
    dirs.agents.map(({ role: _role, ...agent }) => agent),
  );
  await upsertRecords(trx, DIRECTORIES.contracts, dirs.contracts);
  await upsertRecords(
    trx,
    DIRECTORIES.entities,
    dirs.entities.map((e) => ({
      uid: e.uid,
      name: e.name,
      kind: e.kind,
      article: e.article,
      unit: e.unit,
      barcode: e.barcode,
      price: e.price,
      vatCode: '20' as const,
    })),
  );
  // Written without a history of their own (a demo is seeded, not typed in): their counter is moved here.
  await kindsWritten(trx, ['store', 'agent', 'contract', 'entity']);
  // Settings the user already chose win over the demo's.
  const chosen = await trx.selectFrom('meta').select('key').where('key', '=', COMPANY_META_KEY).executeTakeFirst();
  if (!chosen) await writeCompany(trx, context, company);
}
