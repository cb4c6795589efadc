/**
 * A small typed table: rows keyed by a numeric id, ids handed out in order so that the seed and everything made
 * after it are deterministic (no random ids: screenshots and tests must be stable).
 */
export interface CollectionState<T> {
  rows: T[];
  nextId: number;
}

export class Collection<T extends { id: number }> {
  private rows: T[] = [];
  private nextId = 1;

  constructor(private readonly onWrite: () => void) {}

  all(): T[] {
    return [...this.rows];
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.rows.filter(predicate);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    return this.rows.find(predicate);
  }

  get(id: number): T | undefined {
    return this.rows.find((row) => row.id === id);
  }

  /** The next id, reserved, for a row built before it is inserted. */
  takeId(): number {
    return this.nextId++;
  }

  insert(row: T): T {
    this.rows.push(row);
    if (row.id >= this.nextId) this.nextId = row.id + 1;
    this.onWrite();
    return row;
  }

  update(id: number, patch: Partial<T> | ((row: T) => T)): T | undefined {
    const index = this.rows.findIndex((row) => row.id === id);
    const current = this.rows[index];
    if (!current) return undefined;
    const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch, id };
    this.rows[index] = next;
    this.onWrite();
    return next;
  }

  delete(id: number): boolean {
    return this.deleteWhere((row) => row.id === id) > 0;
  }

  deleteWhere(predicate: (row: T) => boolean): number {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => !predicate(row));
    const removed = before - this.rows.length;
    if (removed > 0) this.onWrite();
    return removed;
  }

  get size(): number {
    return this.rows.length;
  }

  save(): CollectionState<T> {
    return { rows: structuredClone(this.rows), nextId: this.nextId };
  }

  load(state: CollectionState<T>): void {
    this.rows = structuredClone(state.rows);
    this.nextId = state.nextId;
  }
}
