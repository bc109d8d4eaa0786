/**
 * Leases of the periodic jobs (Lease rows): an instance runs a job (the clock sweep, the event
 * pruning, the webhook scan) only while it holds the job's lease, so each runs on ONE instance at
 * a time, and the others skip it at the cost of one primary-key read. A holder renews its lease at
 * every run; one that stops (crash, shutdown) lets it lapse, and the next instance to look takes
 * it over. Leases spare duplicate work; correctness never rests on them: every change a job makes
 * is a conditional write (a versioned match, a claimed delivery), so a lapse that lets two
 * instances overlap for a moment repeats nothing.
 *
 * Why leases rather than FOR UPDATE SKIP LOCKED: they work the same on SQLite (which has no row
 * locks) and PostgreSQL, and they make an idle non-holder cost one indexed read per period
 * instead of one due-query per job.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { APP_CONFIG, type AppConfig } from '../platform/config.js';
import { Clock } from '../platform/runtime.js';
import { PrismaService } from './prisma.service.js';
import { isUniqueViolation } from './users.repository.js';

@Injectable()
export class LeasesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Takes or renews the lease `name` for `holder` until now + `ttlMs`, if it is free, lapsed, or
   * already `holder`'s; false (having written nothing) when another holder's lease runs. A
   * non-holder reads one row; the take is one conditional UPDATE (an INSERT the first time), so
   * two instances racing for a lapsed lease cannot both win.
   */
  async tryLease(name: string, holder: string, ttlMs: number, now: Date): Promise<boolean> {
    const db = this.prisma.db;
    const current = await db.lease.findUnique({ where: { name } });
    if (current && current.holder !== holder && current.expiresAt > now) return false;
    const expiresAt = new Date(now.getTime() + ttlMs);
    if (current) {
      const { count } = await db.lease.updateMany({ where: { name, OR: [{ holder }, { expiresAt: { lte: now } }] }, data: { holder, expiresAt } });
      return count === 1;
    }
    try {
      await db.lease.create({ data: { name, holder, expiresAt } });
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /** Gives the lease up (a clean shutdown): the next instance to look takes it at once. */
  async release(name: string, holder: string): Promise<void> {
    await this.prisma.db.lease.deleteMany({ where: { name, holder } });
  }

  /** The lease as stored (null: nobody ever took it, or it was released). */
  find(name: string): Promise<{ name: string; holder: string; expiresAt: Date } | null> {
    return this.prisma.db.lease.findUnique({ where: { name } });
  }
}

/**
 * This instance's leases: one holder id per application instance (host, process, random part),
 * names prefixed by LEASE_NAMESPACE (instances that share a database and a namespace share the
 * jobs), times from the injected clock.
 */
@Injectable()
export class InstanceLeases {
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  /** The leases this instance holds, and until when. */
  private readonly held = new Map<string, number>();

  constructor(
    private readonly repo: LeasesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Whether this instance holds `job`'s lease, taken or renewed for `ttlMs`. A lease held with
   * more than half its time left is not renewed (no statement at all): a holder writes once every
   * other period, a non-holder reads one row per period.
   */
  async take(job: string, ttlMs: number): Promise<boolean> {
    const name = this.nameOf(job);
    const now = this.clock.now();
    if ((this.held.get(name) ?? 0) - now.getTime() > ttlMs / 2) return true;
    const ok = await this.repo.tryLease(name, this.holder, ttlMs, now);
    if (ok) this.held.set(name, now.getTime() + ttlMs);
    else this.held.delete(name);
    return ok;
  }

  /** Gives up `job`'s lease if this instance holds it (at shutdown: another instance takes it at once). */
  async release(job: string): Promise<void> {
    const name = this.nameOf(job);
    if (!this.held.delete(name)) return;
    await this.repo.release(name, this.holder).catch(() => undefined);
  }

  nameOf(job: string): string {
    return `${this.config.LEASE_NAMESPACE}:${job}`;
  }
}
