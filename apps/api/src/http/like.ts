/** Escapes LIKE wildcards so a search for `50%` matches the text, not everything. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
