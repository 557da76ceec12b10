import type { CvFileKind } from './cv-file.types.js';
import { notWhatItsNameSays, unsupportedFile } from './cv.errors.js';

const BY_EXTENSION: Record<string, CvFileKind> = { pdf: 'pdf', docx: 'docx', odt: 'odt', txt: 'text', text: 'text', md: 'text' };
const BY_MEDIA_TYPE: Record<string, CvFileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'text/plain': 'text',
};
const LABELS: Record<CvFileKind, string> = { pdf: 'PDF', docx: 'Word document', odt: 'OpenDocument text', text: 'plain text' };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WITHIN = 1024;
const TEXT_CHECKED_BYTES = 64 * 1024;

function looksLike(kind: CvFileKind, bytes: Uint8Array): boolean {
  switch (kind) {
    case 'pdf':
      return Buffer.from(bytes.subarray(0, PDF_HEADER_WITHIN)).includes('%PDF-');
    case 'docx':
    case 'odt':
      return ZIP.every((byte, index) => bytes[index] === byte);
    case 'text':
      return isUtf8Text(bytes.subarray(0, TEXT_CHECKED_BYTES));
  }
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    // Streaming, so a character cut at the end of the checked part is no error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** What the file is, by its name (or the type the browser gave) and checked by its first bytes. */
export function cvFileKind(name: string, mediaType: string, bytes: Uint8Array): CvFileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const claimed = BY_EXTENSION[extension] ?? BY_MEDIA_TYPE[mediaType.toLowerCase()];
  if (claimed === undefined) throw unsupportedFile();
  if (!looksLike(claimed, bytes)) throw notWhatItsNameSays(LABELS[claimed]);
  return claimed;
}
