import { TAG_API } from '@adcast/domain/tags/paths';
import type { Endpoint, EndpointQuery } from '@adcast/domain/tags/tag-contract';
import { macrosNamed, placeholderOf, TAG_MACROS, type TagMacro } from '@adcast/domain/tags/tag-macros';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { loadRecord } from '../../../records/rows';
import { PLACEMENT } from '../placements/placement-record';
import { checkConnection } from './tag-decision';

function macrosAsked(names: string | undefined): readonly TagMacro[] {
  if (names === undefined) return TAG_MACROS;
  const { macros, unknown } = macrosNamed(names.split(','));
  if (unknown.length > 0) throw badRequest(...unknown.map((name) => `${name} is not a macro of the tag`));
  return macros;
}

/** The placement's VAST tag: its path, the connection, and a `{{MACRO}}` for each macro asked for. */
export async function endpointOf(db: Db, auth: AuthContext, query: EndpointQuery): Promise<Endpoint> {
  const macros = macrosAsked(query.macros);
  const placement = await loadRecord(db, auth, PLACEMENT, query.placementId);
  const connectionId = query.connectionId ?? null;
  await checkConnection(db, placement.id, connectionId);
  const parameters = [
    ...(connectionId === null ? [] : [`connection=${connectionId}`]),
    ...macros.map((macro) => `${macro.parameter}=${placeholderOf(macro)}`),
  ];
  const path = TAG_API.vastTag(placement.id);
  return {
    placementId: placement.id,
    connectionId,
    tag: parameters.length > 0 ? `${path}?${parameters.join('&')}` : path,
    macros: macros.map((macro) => ({ ...macro, placeholder: placeholderOf(macro) })),
  };
}
