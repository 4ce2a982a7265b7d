import { z } from 'zod';
import { ID_MESSAGE, MAX_ID } from '../ids';
import { FIELD_MESSAGES } from '../patterns';

/** The publisher an inventory record belongs to; its network becomes the record's. */
export const PublisherIdSchema = z
  .number({ error: FIELD_MESSAGES.required('Publisher') })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);
