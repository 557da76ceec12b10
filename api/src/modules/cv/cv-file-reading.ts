// A CV file's text, read in a reader process of its own (cv-file-readers.ts: a PDF of 20 pages is seconds of CPU, and
// a hostile file can be made to take more): PDF with pdf.js (unpdf), DOCX with mammoth, ODT from its content.xml, plain
// text as it is. The libraries load only in that process; the server and its writing workers never hold them.
import { CV_MAX } from '@firstwords/contracts';
import { strFromU8, unzipSync } from 'fflate';
import {
  MAX_DOCUMENT_PART_BYTES,
  MAX_DOCUMENT_TAGS,
  MAX_PDF_PAGES,
  MAX_PDF_TEXT_CHARACTERS,
  MAX_PDF_TEXT_PIECES,
  MAX_UNZIPPED_BYTES,
} from './cv-file-limits.js';
import { rolesOnOneLine } from './linkedin-profile.js';
import { linesOfPages, type PlacedText } from './pdf-lines.js';
import type { CvFileKind, CvFileReading } from './cv-file.types.js';

/** The entries the readers need: a DOCX's document, an ODT's content. */
const READ_ENTRIES = new Set(['word/document.xml', 'content.xml']);

const refused = (reason: Extract<CvFileReading, { refused: string }>['refused']): CvFileReading => ({ refused: reason });

export async function readCvFile(bytes: Uint8Array, kind: CvFileKind): Promise<CvFileReading> {
  switch (kind) {
    case 'pdf':
      return readPdf(bytes);
    case 'docx':
      return readZipped(bytes, (files) => (files['word/document.xml'] ? docxText(bytes) : undefined));
    case 'odt':
      return readZipped(bytes, (files) => {
        const content = files['content.xml'];
        return content ? Promise.resolve(odtText(strFromU8(content))) : undefined;
      });
    case 'text':
      return fitted(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
  }
}

type PdfDocument = Awaited<ReturnType<(typeof import('unpdf'))['getDocumentProxy']>>;

async function readPdf(bytes: Uint8Array): Promise<CvFileReading> {
  const { getDocumentProxy } = await import('unpdf');
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(bytes);
  } catch (error) {
    return refused((error as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  try {
    if (document.numPages > MAX_PDF_PAGES) return refused('too-many-pages');
    const items = await placedTextOf(document);
    if (!items) return refused('too-much-text');
    const lines = rolesOnOneLine(linesOfPages(items));
    if (lines.every((line) => line.trim() === '')) return refused('no-text');
    return fitted(lines.join('\n'));
  } catch {
    // A page pdf.js cannot read: a damaged file.
    return refused('unreadable');
  } finally {
    await document.loadingTask.destroy();
  }
}

/**
 * Each page's pieces of text, a page at a time, as pdf.js reads them from the page's content; none once they pass what
 * a CV holds. A few kilobytes of compressed content can unpack into millions of pieces, which would fill the worker's
 * heap long before its time ran out: the reading stops there.
 */
async function placedTextOf(document: PdfDocument): Promise<PlacedText[][] | undefined> {
  const pages: PlacedText[][] = [];
  let pieces = 0;
  let characters = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const reader = (page.streamTextContent() as ReadableStream<{ items: Array<Partial<PdfTextItem>> }>).getReader();
    const placed: PlacedText[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const { str, transform, width } of chunk.value.items) {
        if (str === undefined || !transform) continue;
        pieces += 1;
        characters += str.length;
        if (pieces > MAX_PDF_TEXT_PIECES || characters > MAX_PDF_TEXT_CHARACTERS) {
          // pdf.js takes only an Error as the reason a stream is given up.
          await reader.cancel(new Error('More text than a CV holds'));
          return undefined;
        }
        const [, , c = 0, d = 0, x = 0, y = 0] = transform;
        placed.push({ str, x, y, width: width ?? 0, fontSize: Math.hypot(c, d) });
      }
    }
    pages.push(placed);
    page.cleanup();
  }
  return pages;
}

/** The part of pdf.js's text item that places it. */
interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
}

/**
 * Unzips the few entries a reader needs, after checking what the whole archive and those entries say they unzip to,
 * and reads them only when their tags are few enough for a worker's heap.
 */
async function readZipped(
  bytes: Uint8Array,
  read: (files: Record<string, Uint8Array>) => Promise<string> | undefined,
): Promise<CvFileReading> {
  let files: Record<string, Uint8Array>;
  try {
    let declared = 0;
    let largestPart = 0;
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        if (READ_ENTRIES.has(file.name)) largestPart = Math.max(largestPart, file.originalSize);
        return false;
      },
    });
    if (declared > MAX_UNZIPPED_BYTES || largestPart > MAX_DOCUMENT_PART_BYTES) return refused('too-large-unzipped');
    files = unzipSync(bytes, { filter: (file) => READ_ENTRIES.has(file.name) });
  } catch {
    return refused('unreadable');
  }
  if (Object.values(files).some((part) => tagsIn(part) > MAX_DOCUMENT_TAGS)) return refused('too-large-unzipped');
  const reading = read(files);
  if (!reading) return refused('unreadable');
  try {
    return fitted(await reading);
  } catch {
    return refused('unreadable');
  }
}

/** How many tags an XML part holds, counted by their opening bracket. */
function tagsIn(xml: Uint8Array): number {
  let tags = 0;
  for (const byte of xml) if (byte === 0x3c) tags++;
  return tags;
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An ODT's paragraphs and headings, a line each, with its spaces, tabs and line breaks as written. */
function odtText(xml: string): string {
  const body = xml.slice(Math.max(0, xml.indexOf('<office:text')));
  return body
    .replace(/<text:s(?:\s+text:c="(\d+)")?\s*\/>/g, (_match, count: string | undefined) => ' '.repeat(Number(count ?? 1)))
    .replace(/<text:tab\s*\/>/g, '\t')
    .replace(/<text:line-break\s*\/>/g, '\n')
    .replace(/<\/text:(?:p|h)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_match, name: string) => XML_ENTITIES[name]!)
    .replace(/&#(x?)([0-9a-f]+);/gi, (_match, hex: string, code: string) => String.fromCodePoint(parseInt(code, hex ? 16 : 10)));
}

/** The text tidied to lines, cut at a line's end to what the CV box takes. */
function fitted(text: string): CvFileReading {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t ]+/g, ' ').trim());
  const tidy = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (tidy === '') return refused('no-text');
  if (tidy.length <= CV_MAX) return { text: tidy, cut: false };
  const cut = tidy.slice(0, CV_MAX);
  return { text: cut.slice(0, Math.max(cut.lastIndexOf('\n'), 1)).trim(), cut: true };
}
