import type { RecordContractKey } from '@adcast/domain/contracts/registry';
import type { QueryObject } from '@adcast/domain/query';
import type { LinkOptions } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { downloadListCsv } from '../api/list-actions';
import { notifyError } from '../api/notify-error';
import { useCan } from '../session/can';
import type { DataColumn } from '../ui/data-table/data-table';
import { type RowSelection, useRowSelection } from '../ui/data-table/row-selection';
import { ExportButton } from '../ui/export-button';
import { ListCard } from '../ui/list-card';
import { ListFilterChips } from '../ui/list-filter-chips';
import { type ListRoute, toListQuery } from '../ui/list-search';
import { NewButton } from '../ui/new-button';
import { Toolbar } from '../ui/toolbar';
import { useListState } from '../ui/use-list-state';
import { BulkEditAction } from './bulk-edit-action';
import { BulkStatusActions } from './bulk-status-actions';
import { recordPickerSource } from './record-picker-api';
import type { RecordResource, RecordRow } from './record-resource';
import { useRecordCounts, useRecordPage } from './resource-api';
import { SavedViewsButton } from './saved-views-button';

export interface RecordListProps<T extends RecordRow, I, U, P extends string> {
  resource: RecordResource<T, I, U, P>;
  /** The route the list is on (`getRouteApi(id)`), whose `validateSearch` is the resource's. */
  route: ListRoute<P>;
  columns: readonly DataColumn<T>[];
  /** Another list of the same rows and its counts (one partner's connections, say). */
  paths?: { list: string; counts: string };
  /** Buttons in the card's header. */
  action?: ReactNode;
  /** Filters of the area's own (the marketplace's platform, geo, price...), sent with every list call. */
  filter?: QueryObject;
  /**
   * The area's own actions on the chosen rows, in the selection bar after the shared ones (the
   * apps' Crawl now); pass it only to users who may use them.
   */
  selectionActions?: (selection: RowSelection<number>) => ReactNode;
}

const NO_FILTER: QueryObject = {};

/** A record type's list card: status boxes, search, sort and paging kept in the URL. */
export function RecordList<T extends RecordRow, I, U, P extends string>({
  resource,
  route,
  columns,
  paths,
  action,
  filter: ownFilter = NO_FILTER,
  selectionActions: areaActions,
}: RecordListProps<T, I, U, P>) {
  const can = useCan();
  const controls = useListState(resource.listSearch, route);
  const page = useRecordPage(resource, controls.state, paths?.list, ownFilter);
  const counts = useRecordCounts(resource, controls.state.search, paths?.counts, {
    ...ownFilter,
    ...controls.state.filters,
  });
  const listPath = paths?.list ?? resource.paths.list;
  const selection = useRowSelection<number>();
  const filter = `${controls.state.search}|${controls.state.status.join()}|${JSON.stringify([ownFilter, controls.state.filters])}`;
  // Rows chosen under another filter would be changed unseen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is what clears the choice
  useEffect(() => selection.clear(), [filter, selection.clear]);
  const bulk = (resource.bulkActions?.length ?? 0) > 0 && can(resource.permissions.archive);
  const bulkEdit = (resource.bulkEdit?.length ?? 0) > 0 && can(resource.permissions.edit);
  const exportCsv = () =>
    downloadListCsv(
      listPath,
      { ...toListQuery(controls.state, resource.searchParam), ...ownFilter },
      `${resource.labels.plural}.csv`,
      paths ? undefined : resource.paths.exportCsv,
    ).catch((error: unknown) => notifyError(error, resource.notices.errorFetching));
  return (
    <ListCard
      title={resource.labels.list}
      action={action}
      label={resource.labels.plural}
      searchLabel={resource.labels.search}
      controls={controls}
      counts={counts.data}
      statusOptions={resource.statusOptions}
      page={page}
      rowKey={(row) => row.id}
      columns={columns}
      tools={
        <>
          <SavedViewsButton listLabel={resource.labels.plural} />
          <ExportButton onExport={exportCsv} />
        </>
      }
      filterChips={
        <ListFilterChips
          filters={resource.filters ?? []}
          values={controls.state.filters}
          onChange={controls.setFilters}
          sourceOf={(area) => recordPickerSource(area as RecordContractKey)}
        />
      }
      rowName={resource.nameOf}
      {...((bulk || bulkEdit || areaActions) && {
        selection,
        selectionActions: (
          <>
            {bulkEdit && <BulkEditAction resource={resource} listPath={listPath} selection={selection} />}
            {bulk && <BulkStatusActions resource={resource} listPath={listPath} selection={selection} />}
            {areaActions?.(selection)}
          </>
        ),
      })}
    />
  );
}

/** A record type's page title with the New button for users who may create. */
export function RecordListToolbar<T extends RecordRow, I, U, P extends string>({
  resource,
  createLink,
  actions,
}: {
  resource: RecordResource<T, I, U, P>;
  createLink: LinkOptions;
  /** The area's own buttons, before New. */
  actions?: ReactNode;
}) {
  const can = useCan();
  return (
    <Toolbar
      title={resource.labels.plural}
      actions={
        <>
          {actions}
          {can(resource.permissions.create) && <NewButton link={createLink} label={resource.labels.create} />}
        </>
      }
    />
  );
}

/** A record type's list page: its title, the area's own buttons and New, and the list. */
export function RecordListPage<T extends RecordRow, I, U, P extends string>({
  createLink,
  actions,
  ...list
}: RecordListProps<T, I, U, P> & { createLink: LinkOptions; actions?: ReactNode }) {
  return (
    <>
      <RecordListToolbar resource={list.resource} createLink={createLink} actions={actions} />
      <RecordList {...list} />
    </>
  );
}
