// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '../../../../shared/api/company.js';

/** The company as the service keeps it, changed by the mocked update; what each update sent. */
let stored: CompanySettings;
const sent: Record<string, unknown>[] = [];
let extensions: string[] = [];
let refuse = false;

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions } }),
      'company.updateSettings': (patch: Partial<CompanySettings>) => {
        sent.push(patch);
        if (refuse) return Promise.reject(new original.BridgeError('FORBIDDEN', 'no right to change the requisites'));
        stored = { ...stored, ...patch };
        return Promise.resolve({ data: stored });
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { VatPracticeCard } = await import('../../../../renderer/src/features/company/VatPracticeCard.js');
const { queryKeys } = await import('../../../../renderer/src/lib/query-keys.js');

const COMPANY: CompanySettings = {
  name: 'ТОВ «Ромашка»',
  code: '',
  taxCode: '',
  address: '',
  iban: '',
  bank: '',
  vatPayer: true,
  vatFirstEvent: false,
  director: '',
  accountant: '',
  lockDate: null,
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.length = 0;
  refuse = false;
});

function show(settings: CompanySettings): QueryClient {
  stored = settings;
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <VatPracticeCard settings={settings} />
    </QueryClientProvider>,
  );
  return client;
}

describe('the VAT practice of the company settings', () => {
  it('turns the first event rule on for a VAT payer and says that what is posted keeps its entries', async () => {
    extensions = ['company.settings', 'ledger.accounts'];
    show(COMPANY);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: /першою подією/ });
    expect(box.checked).toBe(false);
    expect(screen.getByText(/уже проведені документи/)).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(sent).toEqual([{ vatFirstEvent: true }]));
    expect((await screen.findByTestId('vat-practice-saved')).textContent).toMatch(/643 і 644/);
  });

  it('offers nothing to a company that does not pay VAT, and says why', async () => {
    extensions = ['company.settings', 'ledger.accounts'];
    show({ ...COMPANY, vatPayer: false });
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: /першою подією/ })).disabled).toBe(true);
    expect(screen.getByText(/лише для платника ПДВ/i)).toBeTruthy();
  });

  it('says so when the token may not change the company settings, and leaves the box as stored', async () => {
    extensions = ['company.settings', 'ledger.accounts'];
    refuse = true;
    show(COMPANY);
    fireEvent.click(await screen.findByRole('checkbox', { name: /першою подією/ }));
    expect(await screen.findByTestId('vat-practice-forbidden')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /першою подією/ }).checked).toBe(false);
  });

  it('is not shown on a service that keeps no accounts', async () => {
    extensions = ['company.settings'];
    const client = show(COMPANY);
    await waitFor(() => expect(client.getQueryState(queryKeys.serviceInfo)?.status).toBe('success'));
    expect(screen.queryByTestId('vat-practice-card')).toBeNull();
  });
});
