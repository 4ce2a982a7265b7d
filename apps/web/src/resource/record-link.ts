import type { AnyRecordContract } from '@adcast/domain/contracts/record-contract';
import { recordScreenParam } from '@adcast/domain/contracts/record-contract';
import type { SubjectScreen } from '@adcast/domain/contracts/registry';
import type { LinkOptions } from '@tanstack/react-router';

/**
 * The link to a screen the domain names by its path. Every screen a contract or the changelog's
 * subjects name is a route of the app (routing/record-screens.test.ts checks each), so the path
 * is cast rather than typed twice.
 */
const linkTo = (to: string, params?: Record<string, number>, search?: Record<string, unknown>) =>
  ({ to, params, search }) as LinkOptions;

/** Where a record opens: its contract's record screen with the id filled in. */
export const recordLink = (contract: Pick<AnyRecordContract, 'screens'>, id: number): LinkOptions =>
  linkTo(contract.screens.record, { [recordScreenParam(contract)]: id });

/** Where a changelog subject opens: its record's page, or its list searched by the record's name. */
export function subjectLink(screen: SubjectScreen, id: number, name: string | null): LinkOptions {
  if ('record' in screen) return recordLink({ screens: { list: '/', record: screen.record } }, id);
  return linkTo(screen.list, undefined, { [screen.searchParam]: name ?? undefined, status: '' });
}
