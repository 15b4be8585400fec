/**
 * A schema that is built the first time anything reads it. The web build wraps the contracts'
 * top-level schemas in this (build/lazy-schemas-plugin.ts, decision 033): building zod schemas
 * costs CPU at start-up, and a page reads a few of the hundreds the shared modules define.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  // The proxy's own target stays empty and every trap answers from the built schema. Descriptors
  // are reported configurable because the empty target does not hold them (a proxy invariant).
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = schema();
      return Reflect.get(target, key, target);
    },
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
  });
}
