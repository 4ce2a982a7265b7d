import { z } from 'zod';

export const URL_MESSAGE = 'Enter a full web address starting with http:// or https://';

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An optional http(s) address: empty becomes null. */
export const OptionalUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isWebUrl(value), URL_MESSAGE);
