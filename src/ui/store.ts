// Plain state with one way in (update) and change notification. Figures never mutate state in place.

export type Listener = () => void;

export class Store<S> {
  private current: S;
  private readonly initial: () => S;
  private readonly listeners = new Set<Listener>();

  constructor(initial: () => S, start?: S) {
    this.initial = initial;
    this.current = start ?? initial();
  }

  get state(): S {
    return this.current;
  }

  update(change: (state: S) => S): void {
    const next = change(this.current);
    if (next === this.current) return;
    this.current = next;
    this.listeners.forEach((listener) => listener());
  }

  replace(state: S): void {
    this.update(() => state);
  }

  reset(): void {
    this.replace(this.initial());
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
