import type { Connection } from '@adcast/domain/demand/connections';
import { freeCopyName } from '@adcast/domain/records';
import { getRouteApi, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { recordWrites, useRecord, useRecordSave } from '../../../resource/resource-api';
import { SaveFailureProvider } from '../../../ui/form-errors';
import { Loaded } from '../../../ui/loaded';
import { RoutePending } from '../../../ui/route-pending';
import { Toolbar } from '../../../ui/toolbar';
import { connectionWrites, useCopyNamesTaken } from './connection-api';
import {
  ConnectionForm,
  type ConnectionFormInput,
  type ConnectionFormValues,
  EMPTY_CONNECTION,
} from './connection-form';
import { connectionResource } from './connection-resource';

const formOf = (connection: Connection, name = connection.name): ConnectionFormInput => ({
  demandPartnerId: connection.demandPartner.id,
  name,
  schainAsi: connection.schainAsi,
  integrationType: connection.integrationType,
  tmaxMs: connection.tmaxMs,
  status: connection.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  notes: connection.notes ?? '',
});

const inputOf = ({ demandPartnerId: _partner, ...input }: ConnectionFormValues) => input;

const details = (connection: Connection) =>
  ({ to: '/demand/connection/$id/details', params: { id: connection.id } }) as const;

const useSaveAndOpen = () => useRecordSave(connectionResource, details);

/** A new connection; inside a partner's details it belongs to that partner. */
function ConnectionCreateForm({ dpId, backTo }: { dpId?: number; backTo: LinkOptions }) {
  const { save, saving, failure, navigate } = useSaveAndOpen();
  const back = () => navigate(backTo);
  return (
    <SaveFailureProvider failure={failure}>
      <Toolbar title="New connection" onBack={back} />
      <ConnectionForm
        initial={{ ...EMPTY_CONNECTION, demandPartnerId: dpId ?? EMPTY_CONNECTION.demandPartnerId }}
        partnerLocked={dpId !== undefined}
        submitLabel="Create"
        saving={saving}
        onCancel={back}
        onSubmit={(values) => save(connectionWrites.create(values.demandPartnerId, inputOf(values)))}
      />
    </SaveFailureProvider>
  );
}

const SOURCED = {
  edit: { title: 'Edit connection', submitLabel: 'Save', partnerLocked: true },
  duplicate: { title: 'Duplicate connection', submitLabel: 'Duplicate', partnerLocked: false },
} as const;

/** /demand/connections/create. */
export const ConnectionCreatePage = () => <ConnectionCreateForm backTo={{ to: '/connections' }} />;

const partnerCreateRoute = getRouteApi(
  '/_authenticated/_shell/_staff/demand/details/$dpId/connections/create',
);

/** /demand/details/{dpId}/connections/create: a new connection of that partner. */
export function PartnerConnectionCreatePage() {
  const { dpId } = partnerCreateRoute.useParams();
  return <ConnectionCreateForm dpId={dpId} backTo={{ to: '/demand/details/$dpId', params: { dpId } }} />;
}

/** The source's name as a copy proposes it: one the partner's connections do not hold yet. */
function WithCopyName({ source, children }: { source: Connection; children: (name: string) => ReactNode }) {
  const taken = useCopyNamesTaken(source);
  if (taken.isPending) return <RoutePending />;
  return children(freeCopyName(source.name, taken.data ?? []));
}

/** A form started from an existing connection: its edit, or a copy that saving duplicates. */
function SourcedConnectionPage({ mode, id }: { mode: keyof typeof SOURCED; id: number }) {
  const connection = useRecord(connectionResource, id);
  const { save, saving, failure, navigate } = useSaveAndOpen();
  const { title, submitLabel, partnerLocked } = SOURCED[mode];
  const submit = (source: Connection, values: ConnectionFormValues) =>
    save(
      mode === 'edit'
        ? recordWrites(connectionResource).update(source, inputOf(values))
        : connectionWrites.create(values.demandPartnerId, { ...inputOf(values), duplicateOf: source.id }),
    );
  return (
    <Loaded query={connection} what="connection">
      {(source) => {
        const back = () => navigate(details(source));
        const page = (name: string) => (
          <SaveFailureProvider failure={failure}>
            <Toolbar title={title} nextTitle={source.name} onBack={back} />
            <ConnectionForm
              initial={formOf(source, name)}
              partnerLocked={partnerLocked}
              submitLabel={submitLabel}
              saving={saving}
              onCancel={back}
              onSubmit={(values) => submit(source, values)}
            />
          </SaveFailureProvider>
        );
        return mode === 'edit' ? page(source.name) : <WithCopyName source={source}>{page}</WithCopyName>;
      }}
    </Loaded>
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/demand/details/$dpId/connections/edit/$id');
const duplicateRoute = getRouteApi('/_authenticated/_shell/_staff/demand/connections/create/$id');

/** /demand/details/{dpId}/connections/edit/{id}. */
export const ConnectionEditPage = () => <SourcedConnectionPage mode="edit" id={editRoute.useParams().id} />;

/** /demand/connections/create/{id}: a new form holding a copy of the connection; saving duplicates it. */
export const ConnectionDuplicatePage = () => (
  <SourcedConnectionPage mode="duplicate" id={duplicateRoute.useParams().id} />
);
