/** A set that remembers only the last `capacity` values: enough to drop duplicates without growing for months. */
export class RecentSet<T> {
  readonly #items = new Set<T>();
  constructor(private readonly capacity: number) {}

  /** Adds; returns false when it was already there. */
  add(value: T): boolean {
    if (this.#items.has(value)) return false;
    this.#items.add(value);
    if (this.#items.size > this.capacity) this.#items.delete(this.#items.values().next().value as T);
    return true;
  }

  has(value: T): boolean {
    return this.#items.has(value);
  }

  delete(value: T): boolean {
    return this.#items.delete(value);
  }
}
