import { MIMEType } from 'node:util';
import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import iconv from 'iconv-lite';
import { FeedParseError } from './parse-feed';

/** Byte order marks and the encodings they announce (XML 1.0 Appendix F.1). */
const BYTE_ORDER_MARKS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xfe, 0xff], 'utf-16be'],
  [[0xff, 0xfe], 'utf-16le'],
];

const startsWith = (body: Buffer, bytes: number[]) => bytes.every((byte, i) => body[i] === byte);

function byteOrderMark(body: Buffer): string | undefined {
  return BYTE_ORDER_MARKS.find(([bytes]) => startsWith(body, bytes))?.[1];
}

/** The `charset` parameter of a Content-Type header; a header that does not parse names none. */
function httpCharset(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  try {
    return new MIMEType(contentType).params.get('charset') ?? undefined;
  } catch {
    return undefined;
  }
}

/** XML 1.0 §4.3.3 EncodingDecl, read from a declaration written in an ASCII-compatible encoding. */
const ENCODING_DECL = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*(?:"([A-Za-z][\w.:-]*)"|'([A-Za-z][\w.:-]*)')/;

/**
 * The encoding the XML declaration names. A declaration in UTF-16 without a byte order mark shows by
 * its `<` and `?` bytes (Appendix F.1), and names UTF-16 whatever its label says.
 */
function declaredEncoding(body: Buffer): string | undefined {
  if (startsWith(body, [0x3c, 0x00, 0x3f, 0x00])) return 'utf-16le';
  if (startsWith(body, [0x00, 0x3c, 0x00, 0x3f])) return 'utf-16be';
  const head = body.subarray(0, 1024).toString('latin1');
  const match = ENCODING_DECL.exec(head);
  return match?.[1] ?? match?.[2];
}

/**
 * A feed's bytes as text (RFC 7303 §3.2 and XML 1.0 Appendix F): by the byte order mark, else the
 * HTTP charset, else the XML declaration's encoding, else UTF-8. iconv-lite decodes (GB2312,
 * ISO-8859-1, Windows-1252, UTF-16, Shift_JIS, KOI8-R…): Node 20's own TextDecoder drops Windows-1252's
 * bytes 0x80–0x9f (€, curly quotes, dashes). A label it does not know is a FeedParseError naming it.
 */
export function feedText(body: Buffer, contentType: string | undefined): string {
  const label = (byteOrderMark(body) ?? httpCharset(contentType) ?? declaredEncoding(body) ?? 'utf-8').trim();
  const shown = label.slice(0, 40);
  if (!iconv.encodingExists(label)) throw new FeedParseError(FEED_MESSAGES.unknownCharset(shown));
  return iconv.decode(body, label);
}
