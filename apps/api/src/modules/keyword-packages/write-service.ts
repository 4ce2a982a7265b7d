import type {
  KeywordPackageInputSchema,
  KeywordPackageUpdateSchema,
} from '@adcast/domain/keyword-packages/keyword-packages';
import type { z } from 'zod';
import { resolveNetwork } from '../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { KEYWORD_PACKAGE } from './keyword-package-record';

type KeywordPackageInput = z.output<typeof KeywordPackageInputSchema>;
type KeywordPackageUpdate = z.output<typeof KeywordPackageUpdateSchema>;

export async function createKeywordPackage(ctx: WriteContext, input: KeywordPackageInput) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  return createRecord(ctx, KEYWORD_PACKAGE, { ...input, networkId });
}

export async function updateKeywordPackage(ctx: WriteContext, input: KeywordPackageUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  return updateRecord(ctx, KEYWORD_PACKAGE, { id, version }, { ...fields, networkId });
}
