import { z } from './zod.js';

/** The largest CV file read: a CV of text is well under 1 MB; a PDF with pictures of its pages may be a few. */
export const CV_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** What the "Upload your CV" picker offers: PDF, Word (DOCX), OpenDocument text and plain text. */
export const CV_FILE_ACCEPT =
  '.pdf,.docx,.odt,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,text/plain';

/** A CV file's text, for the person to check in the CV box. */
export const cvFileTextSchema = z
  .object({
    text: z.string().meta({ description: 'The text read from the file, a line for each line a person reads.' }),
    cut: z.boolean().meta({ description: 'True when the file held more than the CV box takes: the text is its beginning.' }),
  })
  .strict()
  .meta({ id: 'CvFileText' });
export type CvFileText = z.infer<typeof cvFileTextSchema>;
