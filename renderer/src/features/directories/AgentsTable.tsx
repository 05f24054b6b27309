import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../../../../shared/api/directories.js';
import { filterByText } from './all-pages.js';
import { DirectoryTable } from './DirectoryTable.js';
import { RecordEditor } from './RecordEditor.js';
import { findAgentsByCode, useAllAgentRecords } from './use-all-agents.js';

/** Agents: the whole list read 20 at a time, filtered by name or code here, found by code at the service. */
export function AgentsTable() {
  const { t } = useTranslation();
  const agents = useAllAgentRecords();
  const [search, setSearch] = useState('');
  const find = useMutation({ mutationFn: findAgentsByCode });
  const [found, setFound] = useState<{ code: string; rows: Agent[] } | null>(null);
  const [editing, setEditing] = useState<{ record: Agent | null } | null>(null);

  const rows = useMemo(
    () => found?.rows ?? filterByText(agents.data?.data ?? [], search, (a) => [a.code, a.taxCode]),
    [agents.data, search, found],
  );
  const codeLike = /^\d{8}(\d{2})?$|^\d{12}$/.test(search.trim());
  async function findByCode() {
    if (!codeLike) return;
    const code = search.trim();
    setFound({ code, rows: await find.mutateAsync(code) });
  }

  const columns: GridColDef<Agent>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 2, minWidth: 260 },
    { field: 'code', headerName: t('fields.code'), width: 130 },
    { field: 'taxCode', headerName: t('fields.taxCode'), width: 140 },
    {
      field: 'type',
      headerName: t('fields.type'),
      width: 120,
      valueGetter: (value: string | undefined) => (value ? t(`dirs.values.type.${value}`, { defaultValue: value }) : ''),
    },
    { field: 'address', headerName: t('fields.address'), flex: 2, minWidth: 240 },
    { field: 'phone', headerName: t('fields.phone'), width: 150 },
  ];

  return (
    <>
      <DirectoryTable
        title={t('dirs.agents.title')}
        countTestId="agents-count"
        total={agents.data?.totalCount ?? 0}
        found={
          found && {
            text: t('dirs.found', { code: found.code, count: found.rows.length }),
            onShowAll: () => {
              setFound(null);
              setSearch('');
            },
          }
        }
        rows={rows}
        columns={columns}
        freshness={agents.data}
        errors={[agents.error, find.error]}
        busy={agents.isFetching || find.isPending}
        search={search}
        searchLabel={t('dirs.search')}
        onSearch={(value) => {
          setSearch(value);
          setFound(null);
        }}
        onSearchEnter={() => void findByCode()}
        tools={
          <Button size="small" variant="outlined" onClick={() => void findByCode()} disabled={!codeLike || find.isPending}>
            {t('dirs.findByCode')}
          </Button>
        }
        onRefresh={() => void agents.refetch()}
        onNew={() => setEditing({ record: null })}
        onOpen={(record) => setEditing({ record })}
      />
      {editing ? (
        <RecordEditor kind="agents" record={editing.record} onClose={() => setEditing(null)} onSaved={() => setFound(null)} />
      ) : null}
    </>
  );
}
