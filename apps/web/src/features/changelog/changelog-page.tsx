import {
  CHANGE_ENTITY_TYPES,
  CHANGELOG_MESSAGES,
  type ChangelogEntry,
} from '@adcast/domain/changelog/changelog';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCan } from '../../session/can';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table/data-table';
import { pageRows } from '../../ui/data-table/local-paging';
import { ExportButton } from '../../ui/export-button';
import { EntityPicker } from '../../ui/pickers/entity-picker';
import { SearchField } from '../../ui/search-field';
import { Toolbar } from '../../ui/toolbar';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { changeColumns } from './change-columns';
import {
  CHANGELOG_AUTHOR_SOURCE,
  exportChanges,
  revertRequest,
  useChanges,
  useRevert,
} from './changelog-api';
import { type ChangelogSearch, changelogSearchSchema, toChangelogQuery } from './changelog-search';

const route = getRouteApi('/_authenticated/_shell/_staff/changelog');

/** The filters and page in the URL (replaced, not pushed); any filter change goes back to page 0. */
function useChangelogSearch() {
  const search = changelogSearchSchema.parse(route.useSearch());
  const navigate = useNavigate();
  const write = (patch: Partial<ChangelogSearch>) =>
    void navigate({
      to: '.',
      replace: true,
      search: (previous: Record<string, unknown>) => ({ ...previous, page: 0, ...patch }),
    });
  return { search, write };
}

/** /changelog: the changes across the product, filtered, exported as CSV and reverted one at a time. */
export function ChangelogPage() {
  const can = useCan();
  const { search, write } = useChangelogSearch();
  const changes = useChanges(toChangelogQuery(search));
  const revert = useRevert();
  const [pending, setPending] = useState<ChangelogEntry | null>(null);
  const [text, setText] = useState(search.text ?? '');
  const debounced = useDebouncedValue(text);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed text moves the URL
  useEffect(() => {
    if ((search.text ?? '') !== debounced) write({ text: debounced || undefined });
  }, [debounced]);

  const columns = changeColumns({
    onUser: (chosen) => write({ userId: chosen.id }),
    onRevert: setPending,
    can,
  });
  const confirm = () => {
    if (pending) revert.mutate(revertRequest(pending));
    setPending(null);
  };

  return (
    <>
      <Toolbar title="Changelog" />
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <TextField
              select
              size="small"
              label="Entity type"
              value={search.entityType ?? ''}
              onChange={(event) => write({ entityType: event.target.value || undefined })}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All</MenuItem>
              {CHANGE_ENTITY_TYPES.map((type) => (
                <MenuItem key={type.key} value={type.key}>
                  {type.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              label="From"
              value={search.dateFrom ?? ''}
              onChange={(event) => write({ dateFrom: event.target.value || undefined })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={search.dateTo ?? ''}
              onChange={(event) => write({ dateTo: event.target.value || undefined })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <SearchField value={text} onChange={setText} label="Search by record name" />
            <Box sx={{ minWidth: 220 }}>
              <EntityPicker
                source={CHANGELOG_AUTHOR_SOURCE}
                value={search.userId ?? null}
                onChange={(id) => write({ userId: id ?? undefined })}
              />
            </Box>
          </Box>
          <DataTable
            label="Changes"
            columns={columns}
            rowKey={(change) => change.id}
            {...pageRows(changes)}
            page={search.page}
            size={search.size}
            onPageChange={(page) => write({ page })}
            onSizeChange={(size) => write({ size })}
            tools={
              can('CHANGELOG_EXPORT') && (
                <ExportButton onExport={() => exportChanges(toChangelogQuery(search))} />
              )
            }
          />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        text={pending ? CHANGELOG_MESSAGES.confirmRevert(pending.entityName ?? `#${pending.entityId}`) : ''}
        confirmLabel="Revert"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
