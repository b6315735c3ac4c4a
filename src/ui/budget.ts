// Browsers cap live WebGL contexts (16 in Chromium, fewer on phones) and drop the oldest past the cap; a
// Canvas 2D context has no cap but holds its pixels all the same. The page keeps at most MAX_LIVE_CONTEXTS: a figure asks for a context when it comes near the viewport
// and gives it back when it leaves; past the cap, it waits for one to free up.

export const MAX_LIVE_CONTEXTS = 6;

export interface Mountable {
  mount(): void;
  unmount(): void;
  /** Distance from the viewport's centre, for choosing who mounts first. */
  distanceToViewport(): number;
}

export interface ContextStats {
  live: number;
  maxLive: number;
  mounts: number;
  unmounts: number;
  /** Contexts lost without us destroying them. */
  lost: number;
}

export class ContextBudget {
  readonly stats: ContextStats = { live: 0, maxLive: 0, mounts: 0, unmounts: 0, lost: 0 };
  private readonly wanted = new Set<Mountable>();
  private readonly live = new Set<Mountable>();

  constructor(private readonly max = MAX_LIVE_CONTEXTS) {}

  want(figure: Mountable): void {
    this.wanted.add(figure);
    this.pump();
  }

  release(figure: Mountable): void {
    this.wanted.delete(figure);
    if (this.live.delete(figure)) {
      figure.unmount();
      this.stats.unmounts++;
      this.stats.live = this.live.size;
    }
    this.pump();
  }

  isLive(figure: Mountable): boolean {
    return this.live.has(figure);
  }

  private pump(): void {
    while (this.live.size < this.max) {
      let next: Mountable | null = null;
      for (const candidate of this.wanted) {
        if (this.live.has(candidate)) continue;
        if (!next || candidate.distanceToViewport() < next.distanceToViewport()) next = candidate;
      }
      if (!next) return;
      this.live.add(next);
      this.stats.mounts++;
      this.stats.live = this.live.size;
      this.stats.maxLive = Math.max(this.stats.maxLive, this.live.size);
      next.mount();
    }
  }
}
