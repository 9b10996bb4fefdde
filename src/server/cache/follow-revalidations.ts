import { contentReadAt, readRevalidations, replayKeyHeader, replayPath, revalidationLogChangedAt, tagsToReplay } from './revalidations';

interface FollowerOptions {
  /** The record of revalidations (revalidationLogFile). */
  file: string;
  /** The build's folder, whose content-read-at says from when on revalidations are missing. */
  distDir: string;
  /** This process's id in the record, so its own revalidations are not replayed. */
  self: string;
  /** The replay route's key. */
  key: string;
}

/**
 * Replays on this server the revalidations it has not seen: first those recorded after its build
 * read the CMS (before it takes visitors), then, every second, those another server recorded.
 */
export class RevalidationFollower {
  private seenAt: number;
  private changedAt = -1;
  private busy = false;

  constructor(private readonly options: FollowerOptions) {
    this.seenAt = contentReadAt(options.distDir);
  }

  /** Replays what is new in the record through the server at `origin`. */
  async poll(origin: string): Promise<void> {
    const { file, self, key } = this.options;
    const changed = revalidationLogChangedAt(file);
    if (this.busy || changed === this.changedAt) return;
    this.busy = true;
    try {
      const log = readRevalidations(file);
      const tags = tagsToReplay(log, this.seenAt, self);
      if (tags.length > 0) {
        const response = await fetch(new URL(replayPath, origin), { method: 'POST', headers: { 'content-type': 'application/json', [replayKeyHeader]: key }, body: JSON.stringify({ tags }) });
        if (response.status !== 204) throw new Error(`the replay answered ${response.status}`);
      }
      this.changedAt = changed;
      this.seenAt = Math.max(this.seenAt, ...Object.values(log).map((revalidation) => revalidation.at));
    } catch (error) {
      // Tried again on the next tick; meanwhile pages are those of before the revalidation.
      console.error('Could not replay CMS revalidations:', error);
    } finally {
      this.busy = false;
    }
  }

  /** Polls every `intervalMs` through the server at `origin`; returns a function that stops. */
  follow(origin: string, intervalMs = 1000): () => void {
    const timer = setInterval(() => void this.poll(origin), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
