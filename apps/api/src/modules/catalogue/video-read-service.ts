import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { Video, VideoListFilter } from '@adcast/domain/catalogue/videos';
import { type TermKind, termsOf } from '../../db/catalogue/terms';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { networkScope } from '../../http/scope';
import type { ParentScope } from '../../records/definition';
import { csvExport } from '../../records/export';
import { type ReadContext, readListPage } from '../../records/list';
import { loadRecord } from '../../records/rows';
import { reachableOwner } from './ownership';
import { activeOnly, VIDEO, videosVisibleTo } from './video-record';

export const OWN_VIDEOS_ONLY = 'Your working role may only see its own videos';

/**
 * Staff with videos read see the catalogue; a publisher or content owner mask sees its own
 * videos (videosVisibleTo narrows every read to them).
 */
export function mayReadVideos(auth: AuthContext): boolean {
  return (
    auth.permissions.has(CATALOGUE_PERMISSIONS.readVideos) ||
    auth.mask.role === 'PUBLISHER' ||
    auth.mask.role === 'CONTENT_OWNER'
  );
}

const checkReader = (auth: AuthContext) => {
  if (!mayReadVideos(auth)) throw forbidden(OWN_VIDEOS_ONLY);
};

/** A page of the videos table (part 2 §2), of one owner when `parent` names it. */
export function listVideos(ctx: ReadContext, query: VideoListFilter, parent?: ParentScope) {
  checkReader(ctx.auth);
  return readListPage(ctx, VIDEO, activeOnly(query), parent);
}

/** Every video of the filter (no paging) as CSV lines, streamed. */
export function exportVideos(ctx: ReadContext, query: VideoListFilter, parent?: ParentScope) {
  checkReader(ctx.auth);
  return csvExport(ctx, VIDEO, activeOnly(query) as never, parent);
}

export function getVideo(db: Db, auth: AuthContext, id: number): Promise<Video> {
  checkReader(auth);
  return loadRecord(db, auth, VIDEO, id);
}

/** The content owner of an embedded list, if the caller may reach it (404 otherwise). */
export async function checkContentOwner(db: Db, auth: AuthContext, id: number): Promise<void> {
  if (!(await reachableOwner(db, auth, 'CONTENT_OWNER', id))) throw notFound('Content owner');
}

/** The publisher of an embedded list, if the caller may reach it (404 otherwise). */
export async function checkPublisher(db: Db, auth: AuthContext, id: number): Promise<void> {
  if (!(await reachableOwner(db, auth, 'PUBLISHER', id))) throw notFound('Publisher');
}

/**
 * Flags, genres, tags or artists in use (part 2 §7). A network user's come from its network's
 * videos only; others read the kept list of every value.
 */
export function videoTerms(db: Db, auth: AuthContext, kind: TermKind, search?: string, limit?: number) {
  const within = networkScope(auth) === null ? undefined : videosVisibleTo(auth);
  return termsOf(db, kind, { within, search, limit });
}
