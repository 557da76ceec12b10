/** A value built on first use and kept, for things slow to build that a page may never need. */
export function lazyValue<T>(build: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: build() }).current;
}
