// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLedgerRefresh } from '../../../../renderer/src/lib/ledger-refresh.js';
import { createQueryClient } from '../../../../renderer/src/lib/query-client.js';
import { queryKeys } from '../../../../renderer/src/lib/query-keys.js';

const POSTED = '3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c';
const OTHER = '4a2e3d5c-6b7f-4081-9cad-1e2f3a4b5c6d';

describe('the refresh after a post or unpost', () => {
  it("marks the record's entries stale, and not another record's", async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.documents.entries(POSTED), []);
    client.setQueryData(queryKeys.documents.entries(OTHER), []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useLedgerRefresh(), { wrapper });
    await result.current([POSTED]);
    expect(client.getQueryState(queryKeys.documents.entries(POSTED))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.documents.entries(OTHER))?.isInvalidated).toBe(false);
  });
});
