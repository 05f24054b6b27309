// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ROLES, DEFAULT_ROLE_ACCOUNTS, ROLE_RULES, type AccountRoleRecord } from '../../../../shared/api/account-roles.js';
import type { Account } from '../../../../shared/api/accounts.js';
import { CHART_OF_ACCOUNTS } from '../../../../server/ledger/accounts/chart.js';
import { ROLE_GROUPS } from '../../../../renderer/src/features/company/account-roles-model.js';

/** The roles as the mocked service keeps them, what each update sent, and how it answers. */
let stored: AccountRoleRecord[];
const sent: unknown[] = [];
let refusal: 'FORBIDDEN' | null = null;
const chart: Account[] = [
  ...CHART_OF_ACCOUNTS.map((a) => ({ ...a, active: true, version: 1 })),
  {
    code: '702.1',
    name: 'Дохід від реалізації товарів оптом',
    parent: '702',
    kind: 'passive',
    offBalance: false,
    analytics: [],
    active: true,
    version: 1,
  },
  { code: '702.9', name: 'Закритий', parent: '702', kind: 'passive', offBalance: false, analytics: [], active: false, version: 1 },
];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: ['ledger.accounts', 'ledger.accountRoles'] } }),
      'accounts.index': () => Promise.resolve({ data: chart, totalCount: chart.length }),
      'accountRoles.index': () => Promise.resolve({ data: stored, totalCount: stored.length }),
      'accountRoles.update': (body: { role: string; account: string }) => {
        sent.push(body);
        if (refusal) return Promise.reject(new original.BridgeError(refusal, 'no right (manage-tokens)'));
        stored = stored.map((r) => (r.role === body.role ? { ...r, account: body.account, version: (r.version ?? 1) + 1 } : r));
        return Promise.resolve({ data: stored.find((r) => r.role === body.role) });
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { AccountRolesCard } = await import('../../../../renderer/src/features/company/AccountRolesCard.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.length = 0;
  refusal = null;
});

function show() {
  stored = ACCOUNT_ROLES.map((role) => ({
    role,
    uid: `uid-${role}`,
    account: DEFAULT_ROLE_ACCOUNTS[role],
    defaultAccount: DEFAULT_ROLE_ACCOUNTS[role],
    fixed: ROLE_RULES[role].fixed === true,
    version: 1,
  }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountRolesCard />
    </QueryClientProvider>,
  );
}

/** «Рахунки обліку» (docs/general-ledger.md, "Account roles"). */
describe('the posting accounts of the company', () => {
  it('lists every role once, in its section', () => {
    const listed = ROLE_GROUPS.flatMap((g) => g.roles);
    expect([...listed].sort()).toEqual([...ACCOUNT_ROLES].sort());
  });

  it('offers a role only the active accounts that suit it, and saves the one picked with the version it showed', async () => {
    show();
    const picker = await screen.findByRole('combobox', { name: 'Дохід від реалізації товарів' });
    fireEvent.mouseDown(picker);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('702.1 Дохід від реалізації товарів оптом');
    expect(options).toContain('701 Дохід від реалізації готової продукції');
    expect(options.some((o) => o?.startsWith('704') || o?.startsWith('702.9') || o?.startsWith('719'))).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: '702.1 Дохід від реалізації товарів оптом' }));
    await waitFor(() => expect(sent).toEqual([{ role: 'goodsRevenue', account: '702.1', version: 1 }]));
    expect((await screen.findByTestId('account-roles-saved')).textContent).toContain('702.1');
    expect(await within(screen.getByTestId('account-role-goodsRevenue')).findByText('за замовчуванням 702')).toBeTruthy();
  });

  it('shows a fixed role’s account without a picker, and says why', async () => {
    show();
    const row = await screen.findByTestId('account-role-customers');
    expect(row.textContent).toContain('361 Розрахунки з вітчизняними покупцями');
    expect(row.textContent).toContain('Не змінюється');
    expect(within(row).queryByRole('combobox')).toBeNull();
  });

  it('says so when the token may not change them', async () => {
    refusal = 'FORBIDDEN';
    show();
    const picker = await screen.findByRole('combobox', { name: 'Комісія банку' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: '93 Витрати на збут' }));
    expect((await screen.findByTestId('account-roles-forbidden')).textContent).toMatch(/правом керувати доступом/);
  });
});
