// The specification's escaping: angle brackets and double quotes become entities when stored.
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const DECODED: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"' };

export function escapeText(text: string): string {
  return text.replace(/[<>"]/g, (char) => ENTITIES[char] ?? char);
}

/** The text as the person typed it, for the writer, from its stored (escaped) form. */
export function unescapeText(text: string): string {
  return text.replace(/&lt;|&gt;|&quot;/g, (entity) => DECODED[entity] ?? entity);
}

export function escapeOptional<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? escapeText(text) : text) as T;
}
