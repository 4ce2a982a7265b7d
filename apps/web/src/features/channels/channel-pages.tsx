import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { CHANNEL_SCREEN, type Channel } from '@adcast/domain/media/channels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { ButtonLink } from '../../ui/button-link';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Loaded } from '../../ui/loaded';
import { Toolbar } from '../../ui/toolbar';
import { useChannel, useCreateChannel, useToggleBroadcast, useUpdateChannel } from './channel-api';
import { ChannelCollectionsCard } from './channel-collections-card';
import { ChannelForm, NEW_CHANNEL } from './channel-form';

/** /channels/create: once created, the editor opens for its collections. */
export function ChannelCreatePage() {
  const navigate = useNavigate();
  const create = useCreateChannel();
  const back = () => void navigate({ to: '/channels' });
  return (
    <>
      <Toolbar title={CHANNEL_SCREEN.create} onBack={back} />
      <ChannelForm
        initial={NEW_CHANNEL}
        submitLabel="Create"
        saving={create.isPending}
        onCancel={back}
        onSubmit={(input, image) =>
          create.mutate(
            { input, image },
            {
              onSuccess: (saved) => void navigate({ to: '/channels/edit/$id', params: { id: saved.id } }),
            },
          )
        }
      />
    </>
  );
}

/** Starts an inactive channel, stops an active one (part 2 §5); taking a channel off air is asked first. */
export function BroadcastButton({ channel }: { channel: Channel }) {
  const toggle = useToggleBroadcast(channel);
  const [asking, setAsking] = useState(false);
  const toggleNow = () => {
    setAsking(false);
    toggle.mutate(undefined);
  };
  return (
    <>
      <Button
        variant={channel.active ? 'outlined' : 'contained'}
        color={channel.active ? 'error' : 'primary'}
        disabled={toggle.isPending}
        onClick={() => (channel.active ? setAsking(true) : toggleNow())}
      >
        {channel.active ? CHANNEL_SCREEN.stop : CHANNEL_SCREEN.start}
      </Button>
      <ConfirmDialog
        open={asking}
        text={CHANNEL_SCREEN.confirmStop(channel.title)}
        confirmLabel={CHANNEL_SCREEN.stop}
        onConfirm={toggleNow}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function ChannelEditor({ channel }: { channel: Channel }) {
  const navigate = useNavigate();
  const can = useCan();
  const update = useUpdateChannel(channel);
  const back = () => void navigate({ to: '/channels' });
  const editable = can(CATALOGUE_PERMISSIONS.editCollection);
  return (
    <>
      <Toolbar
        title={CHANNEL_SCREEN.edit}
        nextTitle={channel.title}
        onBack={back}
        statusColor={channel.active ? 'success.main' : 'text.disabled'}
        statusLabel={channel.active ? CHANNEL_SCREEN.broadcasting : CHANNEL_SCREEN.offAir}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            {channel.active && (
              <ButtonLink to="/channels/$id/live" params={{ id: channel.id }}>
                {CHANNEL_SCREEN.watch}
              </ButtonLink>
            )}
            {editable && <BroadcastButton channel={channel} />}
          </Box>
        }
      />
      <ChannelForm
        key={channel.version}
        initial={{
          title: channel.title,
          description: channel.description,
          adsConfiguration: channel.adsConfiguration,
          placementId: channel.placementId,
        }}
        imageUrl={channel.imageUrl}
        submitLabel="Save"
        saving={update.isPending}
        readOnly={!editable}
        onCancel={back}
        onSubmit={(input, image) => update.mutate({ input, image })}
      />
      <ChannelCollectionsCard channelId={channel.id} />
    </>
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/channels/edit/$id');

/** /channels/edit/{id}: the form, the broadcast switch and the collections in play order. */
export function ChannelEditPage() {
  const id = editRoute.useParams().id;
  const channel = useChannel(id);
  return (
    <Loaded query={channel} what="channel">
      {(found) => <ChannelEditor channel={found} />}
    </Loaded>
  );
}
