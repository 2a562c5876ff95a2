/**
 * A bounded map that keeps what was used lately: two generations, looked up newest first; an
 * entry found only in the older one moves to the newer, and when the newer fills up the older is
 * dropped and the newer takes its place. Between `limit` and 2 × `limit` entries stay, every one
 * of them used within the last 2 × `limit` insertions; no per-hit bookkeeping beyond one lookup.
 */
export class RecentlyUsedCache<K, V> {
  private newer = new Map<K, V>();
  private older = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    const found = this.newer.get(key);
    if (found !== undefined) return found;
    const old = this.older.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    if (this.newer.size >= this.limit) {
      this.older = this.newer;
      this.newer = new Map();
    }
    this.newer.set(key, value);
  }

  /** Entries held now (at most 2 × limit). */
  get size(): number {
    return this.newer.size + this.older.size;
  }
}
