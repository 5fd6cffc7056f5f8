// Counts the work a piece of code does on arrays and maps, so a test can say that it grows linearly
// with the site without timing it (issue 29: the content check grew with the square of the site).

type Method = 'every' | 'filter' | 'find' | 'findIndex' | 'findLast' | 'findLastIndex' | 'flatMap' | 'forEach' | 'map' | 'reduce' | 'some';
const CALLBACK_METHODS: Method[] = ['every', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex', 'flatMap', 'forEach', 'map', 'reduce', 'some'];
const SCAN_METHODS = ['includes', 'indexOf', 'lastIndexOf'] as const;

/**
 * The elements `run` visits: each step of an array's or a map's iterator (for…of, spread, Array.from,
 * `new Map(entries)`), each call of an array method's callback (`find`, `map`…), and the length of
 * each array `includes`/`indexOf` searches. Synchronous code only: the count is taken while `run` runs.
 */
export function countWork(run: () => void): number {
  let count = 0;
  const arrayIterator = Object.getPrototypeOf([][Symbol.iterator]()) as { next: () => unknown };
  const mapIterator = Object.getPrototypeOf(new Map().entries()) as { next: () => unknown };
  const iterators = [arrayIterator, mapIterator].map((proto) => ({ proto, next: proto.next }));
  const prototype = Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const name of [...CALLBACK_METHODS, ...SCAN_METHODS]) originals.set(name, prototype[name]!);
  try {
    for (const { proto, next } of iterators)
      proto.next = function (this: unknown) {
        count += 1;
        return next.call(this);
      };
    for (const name of CALLBACK_METHODS) {
      const original = originals.get(name)!;
      prototype[name] = function (this: unknown, callback: unknown, second?: unknown) {
        const counted =
          typeof callback === 'function'
            ? function (this: unknown, ...args: unknown[]) {
                count += 1;
                return (callback as (...args: unknown[]) => unknown).apply(this, args);
              }
            : callback;
        // The second argument only when given: `reduce` without one starts from the first element.
        return arguments.length > 1 ? original.call(this, counted, second) : original.call(this, counted);
      };
    }
    for (const name of SCAN_METHODS) {
      const original = originals.get(name)!;
      prototype[name] = function (this: unknown[], ...args: unknown[]) {
        count += this.length;
        return original.apply(this, args);
      };
    }
    run();
  } finally {
    for (const { proto, next } of iterators) proto.next = next;
    for (const [name, original] of originals) prototype[name] = original;
  }
  return count;
}
