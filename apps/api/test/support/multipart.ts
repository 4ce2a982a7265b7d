export type FilePart = { field: string; filename: string; bytes: Buffer; contentType?: string };

const BOUNDARY = '----adcast-test';

/** A multipart/form-data request body (for `app.inject`): text fields first, then the files. */
export function multipart(fields: Record<string, string>, files: readonly FilePart[] = []) {
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileParts = files.flatMap((file) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([
      Buffer.from(fieldParts.join('')),
      ...fileParts,
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
