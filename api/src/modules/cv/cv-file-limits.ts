/** A CV is a few pages; more is not a CV, and each page is more work. */
export const MAX_PDF_PAGES = 20;
/**
 * The pieces of text (pdf.js's items: a run of type at one place) and the characters a PDF may hold. A full page of
 * a CV is a few hundred pieces and 5,000 characters; 20 such pages are well inside both.
 */
export const MAX_PDF_TEXT_PIECES = 50_000;
export const MAX_PDF_TEXT_CHARACTERS = 500_000;
/** What a DOCX or ODT may unzip to: a long CV's XML is well under 5 MB; a zip bomb is told by its declared sizes. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** What the one part read (a DOCX's document, an ODT's content) may unzip to. */
export const MAX_DOCUMENT_PART_BYTES = 5 * 1024 * 1024;
/**
 * The tags that part may hold. Mammoth keeps each as objects, about 0.7 KB a tag, and a worker that runs out of its
 * heap can take the whole server with it (Node ends such a worker only on a best effort), so the reading is bounded
 * before it starts: 50,000 tags is about 35 MB, a 20-page CV holds fewer than 20,000, and 180,000 fill the 128 MB heap.
 */
export const MAX_DOCUMENT_TAGS = 50_000;
/** The time one file may take once its reader has started: pdf.js reads a 20-page CV in well under a second. */
export const READ_BUDGET_MS = 5_000;
