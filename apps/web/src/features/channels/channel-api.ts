import type { ChannelAdBreak } from '@adcast/domain/media/channel-breaks';
import {
  CHANNEL_SCREEN,
  CHANNEL_UPLOAD_PARTS,
  CHANNELS_API,
  type Channel,
  type ChannelInput,
  type ChannelPlaylist,
} from '@adcast/domain/media/channels';
import { MESSAGES } from '@adcast/domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import { jsonWithFile } from '../../api/json-with-file';
import { pageQuery } from '../../api/list-queries';
import { notifyError, toastingErrors } from '../../api/notify-error';
import { toast } from '../../api/toast-store';

export const CHANNELS_KEY = ['channels'] as const;

export const useChannelPage = (page: number, size: number) =>
  useQuery(
    pageQuery<Channel>(CHANNELS_KEY, CHANNELS_API.channels, { page, size }, CHANNEL_SCREEN.errorFetching),
  );

export const useChannel = (id: number) =>
  useQuery({
    queryKey: [...CHANNELS_KEY, 'one', id],
    queryFn: toastingErrors(CHANNEL_SCREEN.errorFetching, () => api.get<Channel>(CHANNELS_API.channel(id))),
  });

export const useChannelPlaylists = (id: number) =>
  useQuery({
    queryKey: [...CHANNELS_KEY, 'playlists', id],
    queryFn: toastingErrors(CHANNEL_SCREEN.errorFetching, () =>
      api.get<ChannelPlaylist[]>(CHANNELS_API.playlists(id)),
    ),
  });

/** The live page asks again every second: the ad on air and the time left move with the stream. */
const AD_BREAK_REFRESH_MS = 1000;

export const useAdBreak = (id: number) =>
  useQuery({
    queryKey: [...CHANNELS_KEY, 'ad-break', id],
    queryFn: () => api.get<ChannelAdBreak>(CHANNELS_API.adBreak(id)),
    refetchInterval: AD_BREAK_REFRESH_MS,
  });

/** A channel write: every channel read refreshes, then the notice (if any) or the server's error. */
function useChannelWrite<V, R>(send: (variables: V) => Promise<R>, fallback: string, notice?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHANNELS_KEY });
      if (notice) toast.success(notice);
    },
    onError: (error) => notifyError(error, fallback),
  });
}

/** Part 2 §7: the channel JSON, as multipart with its `imageFile` when a new image was chosen. */
const channelBody = (channel: object, image: File | null) =>
  jsonWithFile(channel, image, { json: CHANNEL_UPLOAD_PARTS.channel, file: CHANNEL_UPLOAD_PARTS.image });

type ChannelSave = { input: ChannelInput; image: File | null };

export const useCreateChannel = () =>
  useChannelWrite(
    ({ input, image }: ChannelSave) =>
      request<Channel>(CHANNELS_API.channels, {
        method: 'POST',
        body: channelBody(input, image),
        loader: true,
      }),
    MESSAGES.errorCollectionCreation,
    MESSAGES.channelCreated,
  );

export const useUpdateChannel = (channel: Channel) =>
  useChannelWrite(
    ({ input, image }: ChannelSave) =>
      request<Channel>(CHANNELS_API.channel(channel.id), {
        method: 'PUT',
        body: channelBody({ ...input, version: channel.version }, image),
        loader: true,
      }),
    MESSAGES.errorChannelUpdate,
    MESSAGES.channelUpdated,
  );

/** Part 2 §5: an active channel is stopped and an inactive one is started. */
export const useToggleBroadcast = (channel: Channel) =>
  useChannelWrite(
    () =>
      request<Channel>(channel.active ? CHANNELS_API.stop(channel.id) : CHANNELS_API.start(channel.id), {
        method: 'PUT',
        loader: true,
      }),
    MESSAGES.errorChannelUpdate,
    channel.active ? CHANNEL_SCREEN.stopped : CHANNEL_SCREEN.started,
  );

export const useAddChannelPlaylist = (id: number) =>
  useChannelWrite(
    (playlistId: number) =>
      request<ChannelPlaylist[]>(CHANNELS_API.playlists(id), {
        method: 'POST',
        body: { playlistId },
        loader: true,
      }),
    MESSAGES.errorChannelUpdate,
  );

export const useMoveChannelPlaylist = (id: number) =>
  useChannelWrite(
    (move: { playlistId: number; position: number }) =>
      request<ChannelPlaylist[]>(CHANNELS_API.playlists(id), { method: 'PUT', body: move, loader: true }),
    MESSAGES.errorChannelUpdate,
  );

export const useRemoveChannelPlaylist = (id: number) =>
  useChannelWrite(
    (playlistId: number) =>
      request<ChannelPlaylist[]>(CHANNELS_API.playlist(id, playlistId), { method: 'DELETE', loader: true }),
    MESSAGES.errorChannelUpdate,
  );
