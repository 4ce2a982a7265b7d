import type { FastifyInstance } from 'fastify';
import type { ContractRecord, Versioned } from './definition';
import type { RecordDeps } from './record-deps';
import { registerRecordRoutes } from './routes';
import type { WriteContext } from './writes';

/** How an area creates and edits its records: the rules of its own, around the record's writes. */
export interface RecordWrites<TInput, TUpdate> {
  create(ctx: WriteContext, input: TInput): Promise<Versioned>;
  update(ctx: WriteContext, input: TUpdate, id: number): Promise<Versioned>;
}

/** A record area on the API: its record (contract and storage), its writes and any routes of its own. */
export interface RecordArea<TDeps extends RecordDeps = RecordDeps> {
  record: ContractRecord;
  writes: RecordWrites<unknown, unknown>;
  /** Routes beside the record's list, counts, statuses, one, create, edit, archive, export and bulk. */
  routes?: (app: FastifyInstance, deps: TDeps) => void;
}

export const recordArea = <TInput, TUpdate, TDeps extends RecordDeps>(
  record: ContractRecord,
  writes: RecordWrites<TInput, TUpdate>,
  routes?: RecordArea<TDeps>['routes'],
): RecordArea<TDeps> => ({ record, writes, routes });

/** Every route of an area, at the paths its contract names. */
export function registerRecordArea<TDeps extends RecordDeps>(
  app: FastifyInstance,
  deps: TDeps,
  area: RecordArea<TDeps>,
): void {
  const { record, writes } = area;
  const { paths, schemas, labels } = record.contract;
  registerRecordRoutes(app, deps, record, {
    list: {
      list: paths.list,
      counts: paths.counts,
      statuses: paths.statuses,
      summary: `${labels.plural} (list and picker)`,
    },
    rows: { one: paths.one(':id'), archive: paths.archive(':id'), unarchive: paths.unarchive(':id') },
    create: { path: paths.list, body: schemas.input, write: (ctx, body) => writes.create(ctx, body) },
    update: {
      path: paths.one(':id'),
      body: schemas.update,
      write: (ctx, body, params) => writes.update(ctx, body, params.id),
    },
  });
  area.routes?.(app, deps);
}
