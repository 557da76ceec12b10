/** What a CV file is, told by its first bytes (and, for a zip, what it holds). */
export type CvFileKind = 'pdf' | 'docx' | 'odt' | 'text';

/** Why a file's text could not be given, each said to the person in its own words (cv.errors.ts). */
export type CvFileRefusal = 'encrypted' | 'no-text' | 'too-many-pages' | 'too-much-text' | 'too-large-unzipped' | 'unreadable' | 'too-slow';

/** A file's text for the CV box (`cut` when only its beginning fits), or why there is none. */
export type CvFileReading = { text: string; cut: boolean } | { refused: CvFileRefusal };

/** What a file's reader process answers: the reading, or the name of the error it broke on (a message may quote the file). */
export type ReaderAnswer = { reading: CvFileReading } | { broke: string };
