import type { App, AppInputSchema, AppUpdateSchema } from '@adcast/domain/inventory/apps';
import type { z } from 'zod';
import { ownedWrites } from '../publisher-rows';
import { APP } from './app-record';

/** An app's publisher must be in the caller's reach; its name and network are copied onto the row. */
export const { create: createApp, update: updateApp } = ownedWrites<
  App,
  z.output<typeof AppInputSchema>,
  z.output<typeof AppUpdateSchema>
>(APP);
