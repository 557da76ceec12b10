/** Deeper than any request of ours nests (GraphQL variables included), far short of what would exhaust a stack. */
const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** How deep the arrays and objects of a JSON text nest, brackets inside strings aside; stops counting past `limit`. */
function jsonDepth(body: Uint8Array, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      deepest = Math.max(deepest, ++depth);
      if (deepest > limit) return deepest;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return deepest;
}

/**
 * express.json's `verify`: a body nested deeper than MAX_JSON_DEPTH is refused as malformed before it is parsed,
 * since code that walks a parsed value (JSON.stringify among it) would overflow the stack on it.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { type: 'entity.parse.failed' });
  }
}
