import type { AppInputSchema, AppUpdateSchema } from '@adcast/domain/inventory/apps';
import type { z } from 'zod';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { checkPublisher } from '../publisher-check';
import { APP } from './app-record';

type AppInput = z.output<typeof AppInputSchema>;
type AppUpdate = z.output<typeof AppUpdateSchema>;

export async function createApp(ctx: WriteContext, input: AppInput) {
  await checkPublisher(ctx.db, ctx.auth, input.publisherId);
  return createRecord(ctx, APP, input);
}

export async function updateApp(ctx: WriteContext, input: AppUpdate, id: number) {
  const { version, ...fields } = input;
  await checkPublisher(ctx.db, ctx.auth, fields.publisherId);
  return updateRecord(ctx, APP, { id, version }, { ...fields, updatedOn: new Date() });
}
