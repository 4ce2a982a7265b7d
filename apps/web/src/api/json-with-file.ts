/**
 * A write's body: the JSON as it is, or, when a file goes with it, multipart with the JSON in one
 * part and the file in another (the server takes both forms).
 */
export function jsonWithFile(
  json: object,
  file: File | null,
  parts: { json: string; file: string },
): object | FormData {
  if (!file) return json;
  const form = new FormData();
  form.append(parts.json, JSON.stringify(json));
  form.append(parts.file, file);
  return form;
}
