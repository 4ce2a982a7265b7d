import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];

/** Elements whose content is never text a viewer reads (scripts, styles, embeds, images, forms). */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'img',
  'picture',
  'video',
  'audio',
  'svg',
  'math',
  'canvas',
  'head',
  'title',
  'select',
  'button',
]);

/** Elements that start a line of their own. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'figure',
  'figcaption',
]);

/** C0 and C1 controls other than tab and line feed, and the non-characters U+FFFE and U+FFFF. */
const CONTROLS = /(?![\t\n])[\p{Cc}\ufffe\uffff]/gu;

/** A title as text: control characters (a feed may carry U+0007) and surrounding space left out. */
export const plainText = (text: string): string => text.replace(CONTROLS, '').trim();

function walk(nodes: ChildNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node) out.push(node.value);
    else if (node.nodeName === 'br') out.push('\n');
    else if ('childNodes' in node && !DROPPED.has(node.nodeName)) {
      const block = BLOCKS.has(node.nodeName);
      if (block) out.push('\n');
      walk(node.childNodes, out);
      if (block) out.push('\n');
    }
  }
}

/**
 * A feed's description as the text a viewer reads: parsed as HTML (parse5, the WHATWG algorithm),
 * markup, scripts, styles, images (tracking pixels) and embeds dropped, entities decoded, a line
 * per block or break, spaces collapsed. Plain text comes back as it was, less control characters.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  walk(parseFragment(html).childNodes, out);
  return out
    .join('')
    .replace(CONTROLS, '')
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
