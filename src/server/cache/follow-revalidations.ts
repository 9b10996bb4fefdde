import type { LeadDatabase } from '../db/database';
import { errorMessage, log } from '../log';
import { contentReadAt, replayKeyHeader, replayPath, revalidationsAfter, type Revalidation } from './revalidations';

interface FollowerOptions {
  /** The site's database, where every server records its revalidations. */
  database: LeadDatabase;
  /** The build's folder, whose content-read-at says from when on revalidations are missing. */
  distDir: string;
  /** This process's id in the record, so its own revalidations are not replayed. */
  self: string;
}

/**
 * How far back each poll looks again. Servers stamp a revalidation with their own clock before it
 * commits, so one can appear with a time older than another already seen.
 */
const lateArrivalMs = 30_000;

/**
 * Which recorded revalidations this server has yet to replay. Pure: the poller feeds it what the
 * record holds and replays what it returns.
 */
export class ReplayLedger {
  private readonly seen = new Map<string, number>();
  private newest: number;

  constructor(
    private readonly since: number,
    private readonly self: string,
  ) {
    this.newest = since;
  }

  /** From when the next read of the record should start. */
  get readFrom(): number {
    return Math.max(this.since, this.newest - lateArrivalMs);
  }

  /** The tags of `revalidations` not yet replayed here, and not made here. */
  toReplay(revalidations: readonly Revalidation[]): string[] {
    return revalidations
      .filter(({ tag, at, by }) => by !== this.self && at > (this.seen.get(tag) ?? 0))
      .map(({ tag }) => tag);
  }

  /** Marks `revalidations` as handled (replayed, or made here). */
  handled(revalidations: readonly Revalidation[]): void {
    for (const { tag, at } of revalidations) {
      this.seen.set(tag, Math.max(at, this.seen.get(tag) ?? 0));
      this.newest = Math.max(this.newest, at);
    }
  }
}

/**
 * Replays on this server the revalidations it has not seen: first those recorded after its build
 * read the CMS (before it takes visitors), then, every second, those another server recorded.
 */
export class RevalidationFollower {
  private readonly ledger: ReplayLedger;
  private busy = false;

  constructor(private readonly options: FollowerOptions) {
    this.ledger = new ReplayLedger(contentReadAt(options.distDir), options.self);
  }

  /** Replays what is new in the record through the server at `origin`, with the replay route's `key`. */
  async poll(origin: string, key: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const revalidations = await revalidationsAfter(this.options.database, this.ledger.readFrom);
      const tags = this.ledger.toReplay(revalidations);
      if (tags.length > 0) {
        const response = await fetch(new URL(replayPath, origin), { method: 'POST', headers: { 'content-type': 'application/json', [replayKeyHeader]: key }, body: JSON.stringify({ tags }) });
        if (response.status !== 204) throw new Error(`the replay answered ${response.status}`);
      }
      this.ledger.handled(revalidations);
    } catch (error) {
      // Tried again on the next tick; meanwhile pages are those of before the revalidation.
      log('error', 'revalidation-replay-failed', { message: errorMessage(error) });
    } finally {
      this.busy = false;
    }
  }

  /** Polls every `intervalMs`; returns a function that stops. */
  follow(origin: string, key: string, intervalMs = 1000): () => void {
    const timer = setInterval(() => void this.poll(origin, key), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
