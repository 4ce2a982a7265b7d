import type { Element } from '@xmldom/xmldom';

/** The element children of `parent` named `name`, in document order. */
export const childrenNamed = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === node.ELEMENT_NODE && (node as Element).nodeName === name,
  );

export const childNamed = (parent: Element, name: string): Element | undefined =>
  childrenNamed(parent, name)[0];

/** An element's text, CDATA included, trimmed. */
export const textOf = (element: Element | undefined): string => element?.textContent?.trim() ?? '';

/** A numeric attribute, or null when absent or not a number. */
export const numberAttribute = (element: Element, name: string): number | null => {
  const value = element.getAttribute(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** `parent/Name[n]` (1-based, as XPath counts). */
export const indexedPath = (parent: string, name: string, index: number) =>
  `${parent ? `${parent}/` : ''}${name}[${index + 1}]`;

export const childPath = (parent: string, name: string) => `${parent ? `${parent}/` : ''}${name}`;
