import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySettingsUpdate } from '../../../../shared/api/company.js';
import type { ConnectionView } from '../../../../shared/ipc/app-contract.js';
import { desktop } from '../../lib/bridge.js';
import { isCompanyQuery, mutationKeys, queryKeys } from '../../lib/query-keys.js';

/**
 * Creating and opening local companies. Each step is its own call so that a failure names the step:
 * a company made whose requisites did not save is kept, and the form writes them again
 * (docs/desktop-app.md, "Connections").
 */
export function useCompanyActions() {
  const client = useQueryClient();
  const refreshList = () => client.invalidateQueries({ queryKey: queryKeys.connections });
  // Data of one company must never show under another: switching forgets everything but the list.
  const forgetOtherCompany = () => client.removeQueries({ predicate: isCompanyQuery });
  return {
    /** Makes a new company file (or registers an existing one) and makes it the current company. */
    addAndSelect: useMutation({
      mutationKey: mutationKeys.companyCreation,
      mutationFn: async ({ name, file }: { name: string; file?: string }): Promise<ConnectionView> => {
        const added = await desktop['connections.add']({ kind: 'local', name, ...(file ? { file } : {}) });
        return await desktop['connections.select']({ id: added.id });
      },
      onSuccess: async () => {
        forgetOtherCompany();
        await refreshList();
      },
      onError: refreshList,
    }),
    /** Makes a company current again (a retry after its requisites failed may find another one selected). */
    select: useMutation({
      mutationFn: async (id: string) => await desktop['connections.select']({ id }),
      onSuccess: async () => {
        forgetOtherCompany();
        await refreshList();
      },
    }),
    /** Writes the current company's requisites; everything read from the company is read afresh. */
    writeRequisites: useMutation({
      mutationKey: mutationKeys.companyCreation,
      mutationFn: async (settings: CompanySettingsUpdate) => await desktop['company.updateSettings'](settings),
      onSuccess: () => client.invalidateQueries({ predicate: isCompanyQuery }),
    }),
    /** Opens the host's file dialog; `available: false` where there is none (the browser host). */
    chooseFile: useMutation({ mutationFn: async () => await desktop['connections.chooseFile']({}) }),
    /** Asks the current company's service a cheap question, so a locked or newer file is reported at once. */
    check: useMutation({ mutationFn: async (id: string) => await desktop['connections.test']({ id }) }),
  };
}
