export const FORBIDDEN_MESSAGE = "You don't have permission to access this introduction";
export const NOT_FOUND_MESSAGE = 'Introduction not found. It may have been deleted';
export const UNAUTHENTICATED_MESSAGE = "Authentication error: Please ensure you're logged in";
