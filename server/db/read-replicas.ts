import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { openPostgres, type DatabaseHandle, type PoolUse } from './client.js';
import { within } from '../lib/within.js';
import { rowsOf } from './raw-rows.js';
import { sql } from 'drizzle-orm';

/** `up` serves reads; `lagging` (further behind than the bound) and `down` are skipped. */
export type ReplicaState = 'up' | 'lagging' | 'down';

export interface ReplicaStatus {
  name: string;
  state: ReplicaState;
  /** How far behind the primary at the last probe; null while down or never reached. */
  lagSeconds: number | null;
}

/** A write-ahead log position (`16/B374D848`) as one number, to compare. */
export function walPosition(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export function walPositionText(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}

export interface Replica {
  readonly name: string;
  readonly database: DatabaseHandle;
  /** performance.now() of the newest primary position this replica had replayed at the last probe. */
  readonly caughtUpAt: number;
}

interface Link extends Replica {
  state: ReplicaState;
  replayed: bigint;
  caughtUpAt: number;
  lagSeconds: number | null;
}

/** A primary position and when it was read. */
interface Sample {
  at: number;
  position: bigint;
}

/** How often the primary's position and each replica's are read. */
export const PROBE_MS = 500;
/** A probe that has not answered by then counts the replica as down. */
const PROBE_LIMIT_MS = 2_000;
/** A replica's queries give up connecting by then, and the read goes to the primary. */
const REPLICA_CONNECT_MS = 2_000;

const positionOf = async (database: DatabaseHandle, statement: ReturnType<typeof sql>) => {
  const [row] = await rowsOf<{ position: string | null }>(database.db, statement);
  return row?.position ? walPosition(row.position) : undefined;
};

const primaryPosition = sql`select pg_current_wal_flush_lsn()::text as position`;
/** Null on a server that is not in recovery: a promoted replica no longer follows this primary. */
const replayedPosition = sql`select pg_last_wal_replay_lsn()::text as position`;

/**
 * The read replicas of one primary (docs/decisions/0037-read-replicas.md): each probe reads the
 * primary's flushed position and what every replica has replayed; a replica is as far behind as the
 * age of the newest primary position it has reached. Reads go round the replicas that are up.
 */
export class ReadReplicas {
  private readonly links: Link[];
  private samples: Sample[] = [];
  private turn = 0;
  private readonly served = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | undefined;

  constructor(
    private readonly primary: DatabaseHandle,
    urls: readonly string[],
    private readonly options: { maxLagSeconds: number; log: FastifyBaseLogger },
  ) {
    this.links = urls.map((url, index) => {
      const name = `replica-${index + 1}`;
      return {
        name,
        database: openPostgres(url, { name, connectTimeoutMs: REPLICA_CONNECT_MS }),
        state: 'down',
        replayed: 0n,
        caughtUpAt: Number.NEGATIVE_INFINITY,
        lagSeconds: null,
      };
    });
  }

  get count(): number {
    return this.links.length;
  }

  /** Probes now and then every PROBE_MS until `close()`. */
  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), PROBE_MS);
    this.timer.unref();
  }

  /** One probe at a time; a call while one runs waits for it. */
  probe(): Promise<void> {
    this.probing ??= this.probeAll().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  /**
   * A replica that is up and has replayed `position` (a writer's last write), taking turns; none
   * when no replica has: read the primary.
   */
  pick(position?: bigint): Replica | undefined {
    const count = this.links.length;
    for (let tried = 0; tried < count; tried += 1) {
      this.turn = (this.turn + 1) % count;
      const link = this.links[this.turn];
      if (link?.state === 'up' && (position === undefined || link.replayed >= position)) return link;
    }
    return undefined;
  }

  /** One public read answered by `target`: the primary, or a replica by name. */
  countRead(target: string): void {
    this.served.set(target, (this.served.get(target) ?? 0) + 1);
  }

  /** Public reads answered so far, by target. */
  readsServed(): { target: string; count: number }[] {
    return [...this.served].map(([target, count]) => ({ target, count }));
  }

  /** A read on it failed for want of the server: skipped until a probe finds it again. */
  markDown(replica: Replica): void {
    const link = this.links.find((candidate) => candidate === replica);
    if (!link || link.state === 'down') return;
    link.state = 'down';
    link.lagSeconds = null;
    this.options.log.warn({ replica: link.name }, 'read replica down: its reads go to the primary');
  }

  /** The primary's flushed position now: a read that must see what was committed before it. */
  async writtenPosition(): Promise<bigint | undefined> {
    return positionOf(this.primary, primaryPosition);
  }

  status(): ReplicaStatus[] {
    return this.links.map(({ name, state, lagSeconds }) => ({ name, state, lagSeconds }));
  }

  poolUse(): PoolUse[] {
    return this.links.flatMap((link) => link.database.poolUse?.() ?? []);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.probing?.catch(() => undefined);
    await Promise.all(this.links.map((link) => link.database.close()));
  }

  private async probeAll(): Promise<void> {
    const at = performance.now();
    const position = await within(positionOf(this.primary, primaryPosition), PROBE_LIMIT_MS).catch(
      () => undefined,
    );
    if (position !== undefined) this.remember({ at, position });
    await Promise.all(this.links.map((link) => this.probeOne(link)));
  }

  /**
   * The age of the newest primary position a replica has replayed; none behind one that has every
   * position known, even when the primary stopped answering (its reads go on from the replica).
   */
  private lagOf(reached: Sample | undefined): number | null {
    if (reached === this.samples.at(-1)) return reached ? 0 : null;
    const since = reached ?? this.samples[0];
    return since ? Math.max(0, (performance.now() - since.at) / 1000) : null;
  }

  /** Positions old enough to tell any lag up to twice the bound. */
  private remember(sample: Sample): void {
    const oldest = sample.at - this.options.maxLagSeconds * 2_000;
    this.samples = [...this.samples.filter((kept) => kept.at >= oldest), sample];
  }

  private async probeOne(link: Link): Promise<void> {
    let replayed: bigint | undefined;
    try {
      replayed = await within(positionOf(link.database, replayedPosition), PROBE_LIMIT_MS);
    } catch {
      replayed = undefined;
    }
    const was = link.state;
    if (replayed === undefined) {
      link.state = 'down';
      link.lagSeconds = null;
    } else {
      link.replayed = replayed;
      const reached = this.samples.findLast((sample) => sample.position <= replayed);
      if (reached) link.caughtUpAt = reached.at;
      link.lagSeconds = this.lagOf(reached);
      const late = !reached || (link.lagSeconds ?? 0) > this.options.maxLagSeconds;
      link.state = late && this.samples.length > 0 ? 'lagging' : 'up';
    }
    if (link.state !== was) {
      const message = `read replica ${link.state}`;
      if (link.state === 'up') this.options.log.info({ replica: link.name }, message);
      else this.options.log.warn({ replica: link.name, lagSeconds: link.lagSeconds }, message);
    }
  }
}
