/**
 * Builds each ElectroDB entity on first use. Constructing an entity validates its model, about 8 ms apiece at
 * cold start, and a request touches only two or three of a domain's entities.
 */
export function lazyEntities<Factories extends Record<string, () => unknown>>(
  factories: Factories,
): { readonly [Name in keyof Factories]: ReturnType<Factories[Name]> } {
  const built = new Map<string, unknown>()
  const entities = {}
  for (const [name, make] of Object.entries(factories)) {
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => {
        if (!built.has(name)) built.set(name, make())
        return built.get(name)
      },
    })
  }
  return entities as { readonly [Name in keyof Factories]: ReturnType<Factories[Name]> }
}

/** One lazily built value. */
export function lazy<Value>(make: () => Value): () => Value {
  let value: { current: Value } | undefined
  return () => (value ??= { current: make() }).current
}
