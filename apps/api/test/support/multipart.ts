/** A field (text) or a file of a multipart body. */
export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Buffer; type?: string };

const BOUNDARY = '----adcast-test';

/** A multipart/form-data body and its content type, for `app.inject`. */
export function multipart(parts: readonly MultipartPart[]) {
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export type FilePart = Extract<MultipartPart, { bytes: Buffer }>;

/** A form of text fields (an undefined one left out) and, when given, one file part. */
export const formWithFile = (fields: Record<string, string | undefined>, file?: FilePart) =>
  multipart([
    ...Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }])),
    ...(file ? [file] : []),
  ]);

/** A write as the console sends it: the record's JSON in the part `part` and, when given, a file. */
export const jsonWithFile = (part: string, json: unknown, file?: FilePart) =>
  formWithFile({ [part]: JSON.stringify(json) }, file);

/** A CSV file in the part `file`, as an import dialog sends it. */
export const csvUpload = (lines: readonly string[], filename = 'import.csv') =>
  multipart([{ name: 'file', filename, bytes: Buffer.from(lines.join('\r\n')), type: 'text/csv' }]);
