/** A CV is a few pages; more is not a CV, and each page is more work. */
export const MAX_PDF_PAGES = 20;
/** What a DOCX or ODT may unzip to: a long CV's XML is well under 5 MB; a zip bomb is told by its declared sizes. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** The time one file may take in the writing pool: pdf.js reads a 20-page CV in well under a second. */
export const READ_BUDGET_MS = 5_000;
