export const FORBIDDEN_MESSAGE = "You don't have permission to access this introduction";
export const NOT_FOUND_MESSAGE = 'Introduction not found. It may have been deleted';
export const UNAUTHENTICATED_MESSAGE = "Authentication error: Please ensure you're logged in";
/** Thin answers give shorter texts by design; this says how to get a fuller one. */
export const THIN_ANSWERS_NOTE = 'Add key achievements or your CV text to get a fuller introduction.';
