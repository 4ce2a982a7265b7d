import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { ERROR_CODES } from '@adcast/domain/errors';
import { pageOf } from '@adcast/domain/list-schemas';
import { ChannelAdBreakSchema } from '@adcast/domain/media/channel-breaks';
import {
  CHANNEL_MESSAGES,
  CHANNEL_UPLOAD_PARTS,
  CHANNELS_API,
  ChannelInputSchema,
  ChannelPlaylistAddSchema,
  ChannelPlaylistMoveSchema,
  ChannelPlaylistSchema,
  ChannelSchema,
  ChannelUpdateSchema,
} from '@adcast/domain/media/channels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeliveryCounts } from '../../beacons/delivery-counts';
import {
  addChannelPlaylist,
  channelById,
  channelPlaylistsOf,
  collectionExists,
  listChannels,
  moveChannelPlaylist,
  removeChannelPlaylist,
} from '../../db/media/channels';
import { fileAnswer } from '../../http/answer-docs';
import { type AuthContext, authOf, needs, publicRoute } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';
import { networkScope } from '../../http/scope';
import type { MultipartParts } from '../../http/uploads';
import { LiveSource } from '../../media/live/live-source';
import { Slate } from '../../media/live/slate';
import { recordDtoOf } from '../../records/rows';
import { collectionsVisibleTo } from '../catalogue/collection-record';
import { ANY_IMAGE_RULE, jsonWithImage } from '../catalogue/video-upload';
import { PLACEMENT } from '../inventory/placements/placement-record';
import type { ModuleDeps } from '../module-deps';
import { BreakPods } from './channel-ad-breaks';
import { LivePlaylists, memoizedBroadcast } from './channel-service';
import { changeChannelCollections, createChannel, editChannel, setBroadcast } from './channel-writes';
import type { MediaPipeline } from './media-pipeline';

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const IdParams = z.object({ id: Id });
const PlaylistParams = z.object({ id: Id, playlistId: Id });
const PageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
const missing = () => new AppError(404, ERROR_CODES.NOT_FOUND, [CHANNEL_MESSAGES.notFound]);
const read = needs(CATALOGUE_PERMISSIONS.readCollections);
const write = needs(CATALOGUE_PERMISSIONS.editCollection);
const tags = ['channels'];
const CHANNEL_PARTS = { json: CHANNEL_UPLOAD_PARTS.channel, image: CHANNEL_UPLOAD_PARTS.image };
const consumes = ['application/json', 'multipart/form-data'];
const channelParts = (schema: z.ZodType): MultipartParts => ({
  json: { part: CHANNEL_PARTS.json, schema },
  files: [{ part: CHANNEL_PARTS.image, kind: 'image' }],
});
/** A channel write's body: JSON, or multipart with the JSON in `channel` and an optional `imageFile`. */
const channelBody = <T>(request: FastifyRequest, schema: z.ZodType<T>) =>
  jsonWithImage(request, schema, CHANNEL_PARTS, ANY_IMAGE_RULE);

/** Part 2 §7 channels: list, editor, collections in order, start/stop and the live stream. */
export function registerChannelRoutes(app: FastifyInstance, deps: ModuleDeps, pipeline: MediaPipeline): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const live = { source: new LiveSource(pipeline.storage), slate: new Slate(pipeline.storage) };
  const pods = new BreakPods(deps, new DeliveryCounts(deps.facts), live.source);
  const playlists = new LivePlaylists(memoizedBroadcast(deps.db, deps.reads), live, pods);
  /** The channel when the caller may see it: a network user only its network's, others every one. */
  const found = async (id: number, auth: AuthContext) =>
    (await channelById(deps.db, id, networkScope(auth))) ?? Promise.reject(missing());
  /** A linked placement must be one the caller's network may fill (a network user's own network's). */
  const checkPlacement = async (placementId: number | null, auth: AuthContext) => {
    if (placementId === null) return;
    const placement = await recordDtoOf(deps.db, PLACEMENT, placementId);
    const scope = networkScope(auth);
    if (!placement || (scope !== null && placement.networkId !== scope))
      throw badRequest(CHANNEL_MESSAGES.unknownPlacement);
  };

  typed.get(
    CHANNELS_API.channels,
    {
      config: read,
      schema: { tags, summary: 'Channels', querystring: PageQuery, response: { 200: pageOf(ChannelSchema) } },
    },
    (request) => listChannels(deps.db, networkScope(authOf(request)), request.query.page, request.query.size),
  );
  typed.get(
    CHANNELS_API.channel(':id'),
    {
      config: read,
      schema: { tags, summary: 'One channel', params: IdParams, response: { 200: ChannelSchema } },
    },
    (request) => found(request.params.id, authOf(request)),
  );
  typed.post(
    CHANNELS_API.channels,
    {
      config: {
        ...needs(CATALOGUE_PERMISSIONS.createCollection),
        multipart: channelParts(ChannelInputSchema),
      },
      schema: {
        tags,
        summary:
          "Creates a channel: JSON (title, description, adsConfiguration), or multipart with it in 'channel' and an optional 'imageFile' (PNG or JPG)",
        consumes,
        response: { 201: ChannelSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { body, image } = await channelBody(request, ChannelInputSchema);
      await checkPlacement(body.placementId, auth);
      const id = await createChannel(deps.db, auth, body, networkScope(auth), image);
      return reply.status(201).send(await found(id, auth));
    },
  );
  typed.put(
    CHANNELS_API.channel(':id'),
    {
      config: { ...write, multipart: channelParts(ChannelUpdateSchema) },
      schema: {
        tags,
        summary:
          "Edits a channel: JSON with version, or multipart with it in 'channel' and an optional new 'imageFile'",
        consumes,
        params: IdParams,
        response: { 200: ChannelSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await found(request.params.id, auth);
      const { body, image } = await channelBody(request, ChannelUpdateSchema);
      await checkPlacement(body.placementId, auth);
      const { version, ...input } = body;
      await editChannel(deps.db, auth, request.params.id, { input, version, image });
      return found(request.params.id, auth);
    },
  );
  for (const [path, active] of [
    [CHANNELS_API.start(':id'), true],
    [CHANNELS_API.stop(':id'), false],
  ] as const) {
    typed.put(
      path,
      {
        config: write,
        schema: {
          tags,
          summary: active ? 'Starts broadcasting' : 'Stops broadcasting',
          params: IdParams,
          response: { 200: ChannelSchema },
        },
      },
      async (request) => {
        await found(request.params.id, authOf(request));
        await setBroadcast(deps.db, authOf(request), request.params.id, active);
        return found(request.params.id, authOf(request));
      },
    );
  }

  typed.get(
    CHANNELS_API.playlists(':id'),
    {
      config: read,
      schema: {
        tags,
        summary: "The channel's collections in play order",
        params: IdParams,
        response: { 200: z.array(ChannelPlaylistSchema) },
      },
    },
    async (request) => {
      await found(request.params.id, authOf(request));
      return channelPlaylistsOf(deps.db, request.params.id);
    },
  );
  typed.post(
    CHANNELS_API.playlists(':id'),
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds a collection at the end',
        params: IdParams,
        body: ChannelPlaylistAddSchema,
        response: { 200: z.array(ChannelPlaylistSchema) },
      },
    },
    async (request) => {
      await found(request.params.id, authOf(request));
      // Only a collection the caller may see: a network user's channel loops its own network's.
      if (!(await collectionExists(deps.db, request.body.playlistId, collectionsVisibleTo(authOf(request)))))
        throw badRequest(CHANNEL_MESSAGES.unknownPlaylist);
      await changeChannelCollections(deps.db, authOf(request), request.params.id, async (tx) => {
        if (!(await addChannelPlaylist(tx, request.params.id, request.body.playlistId)))
          throw badRequest(CHANNEL_MESSAGES.alreadyAdded);
      });
      return channelPlaylistsOf(deps.db, request.params.id);
    },
  );
  typed.put(
    CHANNELS_API.playlists(':id'),
    {
      config: write,
      schema: {
        tags,
        summary: 'Moves a collection to a position',
        params: IdParams,
        body: ChannelPlaylistMoveSchema,
        response: { 200: z.array(ChannelPlaylistSchema) },
      },
    },
    async (request) => {
      await found(request.params.id, authOf(request));
      const { playlistId, position } = request.body;
      await changeChannelCollections(deps.db, authOf(request), request.params.id, async (tx) => {
        if (!(await moveChannelPlaylist(tx, request.params.id, playlistId, position)))
          throw badRequest(CHANNEL_MESSAGES.unknownPlaylist);
      });
      return channelPlaylistsOf(deps.db, request.params.id);
    },
  );
  typed.delete(
    CHANNELS_API.playlist(':id', ':playlistId'),
    {
      config: write,
      schema: {
        tags,
        summary: 'Removes a collection',
        params: PlaylistParams,
        response: { 200: z.array(ChannelPlaylistSchema) },
      },
    },
    async (request) => {
      await found(request.params.id, authOf(request));
      const { id, playlistId } = request.params;
      await changeChannelCollections(deps.db, authOf(request), id, async (tx) => {
        if (!(await removeChannelPlaylist(tx, id, playlistId)))
          throw badRequest(CHANNEL_MESSAGES.unknownPlaylist);
      });
      return channelPlaylistsOf(deps.db, request.params.id);
    },
  );

  typed.get(
    CHANNELS_API.adBreak(':id'),
    {
      config: read,
      schema: {
        tags,
        summary:
          'The ad break on air (or the next one) of a started channel: its pod, the ad playing and the time left',
        params: IdParams,
        response: { 200: ChannelAdBreakSchema },
      },
    },
    async (request) => {
      await found(request.params.id, authOf(request));
      return playlists.adBreakOf(request.params.id, new Date());
    },
  );
  typed.get(
    CHANNELS_API.livestream(':id'),
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "A started channel's live HLS media playlist",
        params: IdParams,
        response: fileAnswer('application/vnd.apple.mpegurl'),
      },
    },
    async (request, reply) => {
      const playlist = await playlists.playlistOf(request.params.id, new Date());
      return reply
        .type('application/vnd.apple.mpegurl')
        .header('access-control-allow-origin', '*')
        .send(playlist);
    },
  );
}
