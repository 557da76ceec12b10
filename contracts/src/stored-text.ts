// The stored-text escaping (docs/product.md, Stored text): `<`, `>` and `"` become entities, and nothing else changes. No escaper
// of the `entities` package has this set (each also escapes `&` and `'`), and its decoders also read `&amp;` and
// numeric references, which would change text a person typed as it is, such as "Fish &amp; chips".
const ENTITY_OF: Record<string, string> = { '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const CHARACTER_OF: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Text as it is stored and as the API returns it. */
export function escapeStoredText(text: string): string;
export function escapeStoredText(text: string | null | undefined): string | null | undefined;
export function escapeStoredText(text: string | null | undefined): string | null | undefined {
  return typeof text === 'string' ? text.replace(/[<>"]/g, (character) => ENTITY_OF[character] ?? character) : text;
}

/** Stored text as the person typed it: the three entities back, any other `&` sequence left as it is. */
export function decodeStoredText(text: string): string;
export function decodeStoredText(text: string | null | undefined): string | null | undefined;
export function decodeStoredText(text: string | null | undefined): string | null | undefined {
  return typeof text === 'string' ? text.replace(/&(?:lt|gt|quot);/g, (entity) => CHARACTER_OF[entity] ?? entity) : text;
}
