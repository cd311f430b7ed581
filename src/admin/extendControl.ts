/** Without `class`: Decap's classes are native, and a compiled function may not call them. */
export function extendControl<C extends { prototype: object }>(
  Base: C,
  methods: Record<string, unknown>,
): C {
  function Extended(...args: unknown[]) {
    return Reflect.construct(Base as unknown as new (...a: unknown[]) => object, args, Extended)
  }
  Object.setPrototypeOf(Extended, Base)
  Extended.prototype = Object.create(Base.prototype, {
    constructor: { value: Extended, writable: true, configurable: true },
    ...Object.fromEntries(
      Object.entries(methods).map(([name, value]) => [
        name,
        { value, writable: true, configurable: true },
      ]),
    ),
  })
  return Extended as unknown as C
}
