import type { NetworkDetails } from '@adcast/domain/networks/networks';
import { getRouteApi } from '@tanstack/react-router';
import { SaveFailureProvider } from '../../ui/form-errors';
import { Loaded } from '../../ui/loaded';
import { Toolbar } from '../../ui/toolbar';
import { emptyNetwork, NetworkForm } from './network-form';
import { networkWrites, useNetwork, useNetworkSave } from './networks-api';

const editRoute = getRouteApi('/_authenticated/_shell/_staff/networks/$id/edit');

/** /networks/create */
export function NetworkCreatePage() {
  const { save, saving, failure, navigate } = useNetworkSave();
  const back = () => navigate({ to: '/networks' });
  return (
    <SaveFailureProvider failure={failure}>
      <Toolbar title="New network" onBack={back} />
      <NetworkForm
        initial={emptyNetwork}
        submitLabel="Create"
        saving={saving}
        onCancel={back}
        onSubmit={(values) => save(networkWrites.create(values))}
      />
    </SaveFailureProvider>
  );
}

const formValuesOf = (network: NetworkDetails) => ({
  name: network.name,
  domain: network.domain ?? '',
  brand: {
    title: network.brand.title ?? '',
    logo: network.brand.logo ?? '',
    favicon: network.brand.favicon ?? '',
    primaryColour: network.brand.primaryColour ?? '',
  },
});

/** /networks/{id}/edit: saves over the version it opened (a stale one is refused with 409). */
export function NetworkEditPage() {
  const { id } = editRoute.useParams();
  const network = useNetwork(id);
  const { save, saving, failure, navigate } = useNetworkSave();
  const back = () => navigate({ to: '/networks/$id', params: { id } });
  return (
    <Loaded query={network} what="network">
      {(found) => (
        <SaveFailureProvider failure={failure}>
          <Toolbar title="Edit network" nextTitle={found.name} onBack={back} />
          <NetworkForm
            initial={formValuesOf(found)}
            submitLabel="Save"
            saving={saving}
            onCancel={back}
            onSubmit={(values) => save(networkWrites.update(found, values))}
          />
        </SaveFailureProvider>
      )}
    </Loaded>
  );
}
