/**
 * A subclass of one of Decap's controls, made without `class` syntax: Decap ships native classes, and
 * the editor's build compiles ours for older browsers into a function, which may not call a native
 * class's constructor. `prototype` replaces methods of the class; `instance` adjusts each new instance,
 * for what Decap assigns in its constructor (arrow-function fields such as the list's renderItem).
 */
export function extendControl<C extends { prototype: object }, I extends object = object>(
  Base: C,
  {
    prototype = {},
    instance,
  }: { prototype?: Record<string, unknown>; instance?: (made: I) => void },
): C {
  function Extended(...args: unknown[]) {
    const made = Reflect.construct(Base as unknown as new (...a: unknown[]) => I, args, Extended)
    instance?.(made)
    return made
  }
  Object.setPrototypeOf(Extended, Base)
  Extended.prototype = Object.create(Base.prototype, {
    constructor: { value: Extended, writable: true, configurable: true },
    ...Object.fromEntries(
      Object.entries(prototype).map(([name, value]) => [
        name,
        { value, writable: true, configurable: true },
      ]),
    ),
  })
  return Extended as unknown as C
}
