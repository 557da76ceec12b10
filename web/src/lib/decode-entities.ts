const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The server stores text with these three entities (spec section 5); people see it as typed. */
export function decodeEntities(text: string): string;
export function decodeEntities(text: string | null | undefined): string | null | undefined;
export function decodeEntities(text: string | null | undefined): string | null | undefined {
  if (text === null || text === undefined) return text;
  return text.replace(/&(lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity);
}
