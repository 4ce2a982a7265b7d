import { DOCUMENT_KINDS, DOCUMENT_MESSAGES } from '@adcast/domain/documents';
import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  checkDocument,
  documentName,
  sniffDocument,
} from '../src/http/document-check';
import { AppError } from '../src/http/errors';
import { solidPng } from '../src/media/solid-png';

const pdfKind = DOCUMENT_KINDS[0];
const text = DOCUMENT_KINDS[3];
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

function messagesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return [String(error.status), ...error.messages];
    throw error;
  }
  return [];
}

describe('document type read from the bytes', () => {
  it('takes PDF, PNG, JPG and UTF-8 text whatever they are called', () => {
    expect(sniffDocument(pdf)?.extension).toBe('pdf');
    expect(sniffDocument(solidPng(2, 2, [0, 0, 0]))?.extension).toBe('png');
    expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.extension).toBe('jpg');
    expect(sniffDocument(Buffer.from('name;share\nAcme;40 %\n', 'utf-8'))?.extension).toBe('txt');
  });

  it('refuses executables, zips and binary noise with the list of kinds', () => {
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    for (const bytes of [exe, zip]) {
      expect(messagesOf(() => checkDocument(bytes, 1024))).toEqual(['400', DOCUMENT_MESSAGES.type]);
    }
    expect(DOCUMENT_MESSAGES.type).toBe('The file must be one of: PDF, PNG, JPG, TXT or CSV');
  });

  it('refuses an empty file and one over the cap', () => {
    expect(messagesOf(() => checkDocument(Buffer.alloc(0), 1024))).toEqual([
      '400',
      DOCUMENT_MESSAGES.missing,
    ]);
    const big = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    expect(messagesOf(() => checkDocument(big, 2 * 1024 * 1024))).toEqual([
      '413',
      'The file must be at most 2 MB',
    ]);
  });
});

describe('document names', () => {
  it('keeps only the last segment of a traversal name', () => {
    expect(documentName('../../etc/passwd', text)).toBe('passwd.txt');
    expect(documentName('..\\..\\windows\\system.ini', text)).toBe('system.txt');
    expect(documentName('/', pdfKind)).toBe('document.pdf');
    expect(documentName('..', pdfKind)).toBe('document.pdf');
  });

  it('drops control characters and quotes so a header cannot be split', () => {
    expect(documentName('con"tract\r\nX-Evil: 1.pdf', pdfKind)).toBe('contractX-Evil 1.pdf');
    expect(documentName('photo\u202egnp.exe', text)).toBe('photognp.txt');
    expect(documentName('a\u200bb\u2066.csv', text)).toBe('ab.csv');
    expect(attachmentDisposition('Vertrag März.pdf')).toBe(
      `attachment; filename="Vertrag M_rz.pdf"; filename*=UTF-8''Vertrag%20M%C3%A4rz.pdf`,
    );
  });
});
