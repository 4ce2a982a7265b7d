import type { Connection } from '@adcast/domain/demand/connections';
import { useSaveThenOpen } from '../../../api/use-write';
import { Loaded } from '../../../ui/loaded';
import { useIdParams } from '../../../ui/route-params';
import { Toolbar } from '../../../ui/toolbar';
import { DEMAND_ROUTES } from '../demand-routes';
import { useConnection } from './connection-api';
import {
  ConnectionForm,
  type ConnectionFormInput,
  type ConnectionFormValues,
  EMPTY_CONNECTION,
} from './connection-form';
import { CONNECTION_WRITE_KEYS, connectionWrites } from './connection-mutations';

const formOf = (connection: Connection, name = connection.name): ConnectionFormInput => ({
  demandPartnerId: connection.demandPartner.id,
  name,
  schainAsi: connection.schainAsi,
  integrationType: connection.integrationType,
  status: connection.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  notes: connection.notes ?? '',
});

const inputOf = ({ demandPartnerId: _partner, ...input }: ConnectionFormValues) => input;

const useSaveAndOpen = () =>
  useSaveThenOpen<Connection>(CONNECTION_WRITE_KEYS, (saved) => DEMAND_ROUTES.connectionDetails(saved.id));

/** /demand/connections/create, or /demand/details/{dpId}/connections/create for that partner. */
export function ConnectionCreatePage() {
  const { dpId } = useIdParams();
  const { save, saving, navigate } = useSaveAndOpen();
  const back = () =>
    navigate({ to: dpId === undefined ? DEMAND_ROUTES.connections : DEMAND_ROUTES.partner(dpId) });
  return (
    <>
      <Toolbar title="New connection" onBack={back} />
      <ConnectionForm
        initial={{ ...EMPTY_CONNECTION, demandPartnerId: dpId ?? EMPTY_CONNECTION.demandPartnerId }}
        partnerLocked={dpId !== undefined}
        submitLabel="Create"
        saving={saving}
        onCancel={back}
        onSubmit={(values) => save(connectionWrites.create(values.demandPartnerId, inputOf(values)))}
      />
    </>
  );
}

const SOURCED = {
  edit: { title: 'Edit connection', submitLabel: 'Save', partnerLocked: true },
  duplicate: { title: 'Duplicate connection', submitLabel: 'Duplicate', partnerLocked: false },
} as const;

/** A form started from an existing connection: its edit, or a copy that saving duplicates. */
function SourcedConnectionPage({ mode }: { mode: keyof typeof SOURCED }) {
  const { id } = useIdParams();
  const connection = useConnection(id!);
  const { save, saving, navigate } = useSaveAndOpen();
  const { title, submitLabel, partnerLocked } = SOURCED[mode];
  const submit = (source: Connection, values: ConnectionFormValues) =>
    save(
      mode === 'edit'
        ? connectionWrites.update(source, { ...inputOf(values), version: source.version })
        : connectionWrites.create(values.demandPartnerId, { ...inputOf(values), duplicateOf: source.id }),
    );
  return (
    <Loaded query={connection} what="connection">
      {(source) => {
        const back = () => navigate({ to: DEMAND_ROUTES.connectionDetails(source.id) });
        return (
          <>
            <Toolbar title={title} nextTitle={source.name} onBack={back} />
            <ConnectionForm
              initial={mode === 'edit' ? formOf(source) : formOf(source, `${source.name} (copy)`)}
              partnerLocked={partnerLocked}
              submitLabel={submitLabel}
              saving={saving}
              onCancel={back}
              onSubmit={(values) => submit(source, values)}
            />
          </>
        );
      }}
    </Loaded>
  );
}

/** /demand/details/{dpId}/connections/edit/{id}. */
export const ConnectionEditPage = () => <SourcedConnectionPage mode="edit" />;

/** /demand/connections/create/{id}: a new form holding a copy of the connection; saving duplicates it. */
export const ConnectionDuplicatePage = () => <SourcedConnectionPage mode="duplicate" />;
