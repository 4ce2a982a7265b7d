/** Where a bucket is and how to sign for it, read from `S3_URL`. */
export type S3Location = {
  /** The service's origin (`https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`). */
  endpoint: string;
  bucket: string;
  /** Prepended to every key (`adcast/` or empty), so one bucket can hold several installations. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `S3_URL=http(s)://ACCESS_KEY:SECRET_KEY@HOST[:PORT]/BUCKET[/PREFIX][?region=REGION]`, addressed
 * path-style (`HOST/BUCKET/KEY`), which AWS and every S3-compatible server answer. The keys are
 * percent-encoded where they hold `/`, `+` or `@`; the region defaults to `us-east-1`.
 */
export function parseS3Url(text: string): S3Location {
  const url = new URL(text);
  const refuse = (why: string): never => {
    throw new Error(`Invalid configuration:\nS3_URL: ${why} (http(s)://KEY:SECRET@HOST/BUCKET[/PREFIX])`);
  };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse('only http and https are supported');
  if (!url.username || !url.password) refuse('the access key and secret key are missing');
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  if (!BUCKET.test(bucket)) refuse('the bucket name is missing or not a valid bucket name');
  return {
    endpoint: url.origin,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
