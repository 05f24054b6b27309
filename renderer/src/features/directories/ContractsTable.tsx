import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '../../../../shared/api/directories.js';
import { formatDate } from '../../lib/format.js';
import { useAllAgents } from '../../lib/use-pick-lists.js';
import { filterByText } from './all-pages.js';
import { DirectoryTable } from './DirectoryTable.js';
import { RecordEditor } from './RecordEditor.js';
import { useContracts } from './use-directories.js';
import { AgentFilter } from '../../components/AgentFilter.js';

/** Contracts: all of them, or one agent's (through /agent/contract/index), filtered by name or number here. */
export function ContractsTable() {
  const { t } = useTranslation();
  const agents = useAllAgents();
  const [agent, setAgent] = useState<string | null>(null);
  const contracts = useContracts(agent);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ record: Contract | null } | null>(null);
  const rows = useMemo(() => filterByText(contracts.data?.data ?? [], search, (c) => [c.no, c.agent?.name]), [contracts.data, search]);

  const columns: GridColDef<Contract>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 2, minWidth: 240 },
    { field: 'no', headerName: t('fields.no'), width: 130 },
    {
      field: 'date',
      headerName: t('fields.date'),
      width: 120,
      valueFormatter: (date: string | null | undefined) => (date ? formatDate(date) : ''),
    },
    { field: 'agent', headerName: t('fields.agent'), flex: 2, minWidth: 240, valueGetter: (_v, row) => row.agent?.name ?? '' },
  ];
  return (
    <>
      <DirectoryTable
        title={t('dirs.contracts.title')}
        countTestId="contracts-count"
        total={contracts.data?.totalCount ?? 0}
        rows={rows}
        columns={columns}
        freshness={contracts.data}
        errors={[contracts.error]}
        busy={contracts.isFetching}
        search={search}
        searchLabel={t('dirs.contracts.search')}
        onSearch={setSearch}
        tools={
          <AgentFilter
            label={t('dirs.contracts.ofAgent')}
            agents={agents.data}
            value={agent}
            onChange={setAgent}
            width={300}
            placeholder={t('dirs.contracts.allAgents')}
          />
        }
        onRefresh={() => void contracts.refetch()}
        onNew={() => setEditing({ record: agent ? { uid: '', name: '', agent: { uid: agent, name: '' } } : null })}
        onOpen={(record) => setEditing({ record })}
      />
      {editing ? (
        <RecordEditor
          kind="contracts"
          record={editing.record?.uid ? editing.record : editing.record ? { agent: editing.record.agent } : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
