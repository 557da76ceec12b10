// What compromise says of a word, a phrase or a sentence does not change, and the same ones come back in every
// writing and in each arrangement a writing tries: a worker keeps its answers, up to a bound in characters, so
// hostile answers of endless new words cannot grow it.
import { LRUCache } from 'lru-cache';

/** A store of computed values by key that keeps the most recently used, up to `maxChars` of keys; a key longer
 * than `maxKeyChars` is computed each time. Undefined values are kept too, boxed. */
export function rememberer(maxChars: number, maxKeyChars: number) {
  const cache = new LRUCache<string, { value: unknown }>({
    maxSize: maxChars,
    maxEntrySize: maxKeyChars,
    sizeCalculation: (_value, key) => Math.max(1, key.length),
  });
  return <T>(key: string, compute: () => T): T => {
    const kept = cache.get(key);
    if (kept) return kept.value as T;
    const value = compute();
    if (key.length <= maxKeyChars) cache.set(key, { value });
    return value;
  };
}

/** Words and short phrases: their tags, forms and classes. */
export const remembered = rememberer(500_000, 200);
