import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_ON_ENTER } from '../../lib/number-input.js';
import type { Entity } from '../../../../shared/api/directories.js';
import { formatCount } from '../../lib/format.js';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { textOf } from '../../lib/record-rules.js';
import { parseThreshold, useThresholds } from '../../lib/stock-thresholds.js';
import { filterByText } from './all-pages.js';
import { DirectoryTable } from './DirectoryTable.js';
import { RecordEditor } from './RecordEditor.js';
import { findEntities, useAllEntities } from './use-directories.js';

export interface EntitiesTableProps {
  openUid?: string;
}

/** Goods, services and products: filtered by name or article here, found by article or barcode at the service. */
export function EntitiesTable({ openUid }: EntitiesTableProps) {
  const { t } = useTranslation();
  const entities = useAllEntities();
  const { thresholds, set: setThreshold } = useThresholds();
  const [search, setSearch] = useState('');
  const find = useMutation({ mutationFn: ({ what, value }: { what: 'article' | 'barcode'; value: string }) => findEntities(what, value) });
  const [found, setFound] = useState<{ what: 'article' | 'barcode'; value: string; rows: Entity[] } | null>(null);
  const [editing, setEditing] = useState<{ record: Entity | null; min: string } | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const all = entities.data?.data;
  const rows = useMemo(() => found?.rows ?? filterByText(all ?? [], search, (e) => [e.article, e.barcode]), [all, search, found]);
  const value = search.trim();
  const barcodeLike = /^\d{8,14}$/.test(value);

  async function findBy(what: 'article' | 'barcode') {
    if (!value || (what === 'barcode' && !barcodeLike)) return;
    setFound({ what, value, rows: await find.mutateAsync({ what, value }) });
  }
  const open = (record: Entity | null) => setEditing({ record, min: record ? (thresholds?.[record.uid]?.min ?? '') : '' });
  // A link from the dashboard opens that entity's editor once the list has arrived.
  if (openUid && opened !== openUid && all) {
    setOpened(openUid);
    const record = all.find((e) => e.uid === openUid);
    if (record) open(record);
  }

  const minText = (uid: string) => {
    const min = parseThreshold(thresholds?.[uid]?.min ?? '');
    return min === null || min === 'invalid' ? '' : formatCount(min);
  };
  const columns: GridColDef<Entity>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 2, minWidth: 260 },
    { field: 'article', headerName: t('fields.article'), width: 130 },
    {
      field: 'kind',
      headerName: t('fields.kind'),
      width: 120,
      valueGetter: (kind: string) => t(`dirs.values.kind.${kind}`, { defaultValue: kind }),
    },
    { field: 'unit', headerName: t('fields.unit'), width: 80 },
    { field: 'barcode', headerName: t('fields.barcode'), width: 150 },
    {
      field: 'price',
      headerName: t('fields.price'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (price: number | undefined) => (price === undefined || price === null ? '' : formatPriceUk(price)),
    },
    {
      field: 'vatCode',
      headerName: t('fields.vatCode'),
      width: 120,
      valueGetter: (code: string | null | undefined) => (code ? t(`dirs.values.vatCode.${code}`, { defaultValue: code }) : ''),
    },
    {
      field: 'min',
      headerName: t('fields.minStock'),
      width: 180,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueGetter: (_v, row) => minText(row.uid),
    },
  ];
  const minProblem = editing ? parseThreshold(editing.min) === 'invalid' : false;

  return (
    <>
      <DirectoryTable
        title={t('dirs.entities.title')}
        countTestId="entities-count"
        total={entities.data?.totalCount ?? 0}
        found={
          found && {
            text: t(`dirs.entities.found_${found.what}`, { value: found.value, count: found.rows.length }),
            onShowAll: () => {
              setFound(null);
              setSearch('');
            },
          }
        }
        rows={rows}
        columns={columns}
        freshness={entities.data}
        errors={[entities.error, find.error]}
        busy={entities.isFetching || find.isPending}
        search={search}
        searchLabel={t('dirs.entities.search')}
        onSearch={(text) => {
          setSearch(text);
          setFound(null);
        }}
        onSearchEnter={() => void findBy(barcodeLike ? 'barcode' : 'article')}
        tools={
          <>
            <Button size="small" variant="outlined" onClick={() => void findBy('article')} disabled={!value || find.isPending}>
              {t('dirs.entities.findArticle')}
            </Button>
            <Button size="small" variant="outlined" onClick={() => void findBy('barcode')} disabled={!barcodeLike || find.isPending}>
              {t('dirs.entities.findBarcode')}
            </Button>
          </>
        }
        onRefresh={() => void entities.refetch()}
        onNew={() => open(null)}
        onOpen={open}
      />
      {editing ? (
        <RecordEditor
          kind="entities"
          record={editing.record}
          onClose={() => setEditing(null)}
          extraValid={!minProblem}
          extra={
            <TextField
              size="small"
              fullWidth
              label={t('fields.minStock')}
              value={editing.min}
              onChange={(event) => setEditing({ ...editing, min: event.target.value })}
              error={minProblem}
              helperText={minProblem ? t('dirs.problems.minStock') : t('dirs.hints.minStock')}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-field': 'minStock', ...SELECT_ON_ENTER } }}
            />
          }
          onSaved={(record) => {
            setFound(null);
            const min = editing.min.trim();
            setThreshold(
              textOf(record.uid),
              min && parseThreshold(min) !== null ? { min, name: textOf(record.name), unit: textOf(record.unit) } : null,
            );
          }}
        />
      ) : null}
    </>
  );
}
