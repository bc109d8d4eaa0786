import { Injectable } from '@nestjs/common';
import { keysetWhere } from './keyset.js';
import { PrismaService } from './prisma.service.js';
import { deleteEndpointsOfOrigin } from './webhooks.repository.js';

export interface ApiTokenRow {
  id: string;
  userId: string;
  name: string;
  scopes: string;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  clientId: string | null;
  grantId: string | null;
  originClientId: string | null;
  originGrantId: string | null;
  createdAt: Date;
}

export interface TokenOwner {
  id: string;
  username: string;
  kind: string;
  botLevel: number | null;
}

const ROW = { id: true, userId: true, name: true, scopes: true, expiresAt: true, lastUsedAt: true, revokedAt: true, clientId: true, grantId: true, originClientId: true, originGrantId: true, createdAt: true } as const;

/** API tokens (personal and OAuth), OAuth apps and authorization codes. */
@Injectable()
export class ApiTokensRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(t: {
    id: string; userId: string; name: string; scopes: string; tokenHash: string; expiresAt: Date | null;
    clientId?: string; grantId?: string; refreshHash?: string; refreshExpiresAt?: Date; originClientId?: string | null; originGrantId?: string | null;
  }): Promise<ApiTokenRow> {
    return this.prisma.db.apiToken.create({ data: t, select: ROW });
  }

  /** The token of this hash with its owner, revoked or not (the caller decides). */
  findByHash(tokenHash: string): Promise<(ApiTokenRow & { user: TokenOwner }) | null> {
    return this.prisma.db.apiToken.findUnique({ where: { tokenHash }, select: { ...ROW, user: { select: { id: true, username: true, kind: true, botLevel: true } } } });
  }

  findByRefreshHash(refreshHash: string) {
    return this.prisma.db.apiToken.findUnique({ where: { refreshHash }, select: { ...ROW, refreshExpiresAt: true, rotatedAt: true } });
  }

  /**
   * A user's personal tokens (not OAuth ones), newest first, revoked ones left out, after the
   * keyset `after` (index userId, createdAt, id: the user's own rows only).
   */
  listPersonal(userId: string, after: { createdAt: Date; id: string } | null, limit: number): Promise<ApiTokenRow[]> {
    return this.prisma.db.apiToken.findMany({
      where: { userId, clientId: null, revokedAt: null, ...keysetWhere(after, 'id', 'desc') },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: ROW,
    });
  }

  /** Revokes one of the user's tokens; false when there is no such live token. */
  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    const r = await this.prisma.db.apiToken.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: at } });
    return r.count === 1;
  }

  /** Rotation: revokes the row if it is still live; true when this call did (only one refresh wins). */
  async rotate(id: string, at: Date): Promise<boolean> {
    const r = await this.prisma.db.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at, rotatedAt: at } });
    return r.count === 1;
  }

  /**
   * Revokes every live token of an OAuth grant and every token minted under it (indexes grantId,
   * originGrantId), and deletes the webhook endpoints and push subscriptions registered under it,
   * in one transaction; returns the tokens' ids (to close their sockets).
   */
  revokeGrant(grantId: string, at: Date): Promise<string[]> {
    return this.prisma.db.$transaction(async (tx) => {
      const ids = (await tx.apiToken.findMany({ where: { OR: [{ grantId }, { originGrantId: grantId }], revokedAt: null }, select: { id: true } })).map((r) => r.id);
      if (ids.length) await tx.apiToken.updateMany({ where: { id: { in: ids }, revokedAt: null }, data: { revokedAt: at } });
      await deleteEndpointsOfOrigin(tx, { originGrantId: grantId });
      return ids;
    });
  }

  /**
   * After one of the grant's own tokens was revoked (RFC 7009, an access token alone): revokes
   * the live tokens minted under the grant, and, when the grant has no live token left (the
   * access token's row holds its refresh token: revoking the current one ends the grant, an old
   * rotated one does not), deletes the endpoints registered under it; one transaction. Returns
   * the tokens' ids.
   */
  revokeDescendants(grantId: string, at: Date): Promise<string[]> {
    return this.prisma.db.$transaction(async (tx) => {
      const ids = (await tx.apiToken.findMany({ where: { originGrantId: grantId, revokedAt: null }, select: { id: true } })).map((r) => r.id);
      if (ids.length) await tx.apiToken.updateMany({ where: { id: { in: ids }, revokedAt: null }, data: { revokedAt: at } });
      const live = await tx.apiToken.findFirst({ where: { grantId, revokedAt: null }, select: { id: true } });
      if (!live) await deleteEndpointsOfOrigin(tx, { originGrantId: grantId });
      return ids;
    });
  }

  /**
   * Whether an OAuth grant still stands: its app exists and one of its tokens is live (index
   * grantId; a grant has a handful of rows, one live at a time).
   */
  async grantLive(clientId: string, grantId: string): Promise<boolean> {
    // A grant's rows all carry its app: by grantId alone, so the planner has one index to take.
    const row = await this.prisma.db.apiToken.findFirst({ where: { grantId, revokedAt: null }, select: { id: true } });
    return row !== null && (await this.prisma.db.oAuthClient.count({ where: { id: clientId } })) === 1;
  }

  /** Records a use, unless one was recorded in the last minute (by any instance). */
  async touch(id: string, at: Date): Promise<void> {
    await this.prisma.db.apiToken.updateMany({
      where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(at.getTime() - 60_000) } }] },
      data: { lastUsedAt: at },
    });
  }

  // ---------- OAuth apps and codes ----------

  createClient(c: { id: string; ownerId: string; name: string; redirectUris: string[] }) {
    return this.prisma.db.oAuthClient.create({ data: { ...c, redirectUris: JSON.stringify(c.redirectUris) } });
  }

  async findClient(id: string): Promise<{ id: string; ownerId: string; name: string; redirectUris: string[]; createdAt: Date } | null> {
    const row = await this.prisma.db.oAuthClient.findUnique({ where: { id } });
    return row && { ...row, redirectUris: JSON.parse(row.redirectUris) as string[] };
  }

  /** The apps `ownerId` registered, oldest first, after the keyset `after` (index ownerId, createdAt, id). */
  async listClients(ownerId: string, after: { createdAt: Date; id: string } | null, limit: number) {
    const rows = await this.prisma.db.oAuthClient.findMany({ where: { ownerId, ...keysetWhere(after, 'id', 'asc') }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: limit });
    return rows.map((r) => ({ ...r, redirectUris: JSON.parse(r.redirectUris) as string[] }));
  }

  /**
   * Deletes the app, revokes every token issued to it or minted under it and deletes the endpoints
   * registered under it; returns the token ids.
   */
  async deleteClient(ownerId: string, id: string, at: Date): Promise<string[] | null> {
    return this.prisma.db.$transaction(async (tx) => {
      const r = await tx.oAuthClient.deleteMany({ where: { id, ownerId } });
      if (r.count === 0) return null;
      const mine = { OR: [{ clientId: id }, { originClientId: id }], revokedAt: null };
      const ids = (await tx.apiToken.findMany({ where: mine, select: { id: true } })).map((t) => t.id);
      await tx.apiToken.updateMany({ where: mine, data: { revokedAt: at } });
      await tx.oAuthCode.deleteMany({ where: { clientId: id } });
      await deleteEndpointsOfOrigin(tx, { originClientId: id });
      return ids;
    });
  }

  createCode(c: { codeHash: string; clientId: string; userId: string; redirectUri: string; scopes: string; codeChallenge: string; expiresAt: Date; grantId: string }) {
    return this.prisma.db.oAuthCode.create({ data: c });
  }

  findCode(codeHash: string) {
    return this.prisma.db.oAuthCode.findUnique({ where: { codeHash } });
  }

  /** Marks the code used; true when this call did (a code is exchanged once). */
  async useCode(codeHash: string, at: Date): Promise<boolean> {
    const r = await this.prisma.db.oAuthCode.updateMany({ where: { codeHash, usedAt: null }, data: { usedAt: at } });
    return r.count === 1;
  }

  // ---------- Bot accounts ----------

  /**
   * Makes the account a bot unless it ever had a seat in an active or finished match (it then
   * played as a person). The user row is written first: its lock orders this against a match
   * start, which writes the same row (its per-user event) in its own transaction, so the seats
   * counted after it include any start that committed first; a refusal rolls the write back.
   */
  async upgradeToBot(userId: string): Promise<'upgraded' | 'played' | 'already' | 'missing'> {
    try {
      return await this.prisma.db.$transaction(async (tx) => {
        const r = await tx.user.updateMany({ where: { id: userId, kind: 'human' }, data: { kind: 'bot', botLevel: null } });
        if (r.count === 0) return (await tx.user.count({ where: { id: userId } })) === 0 ? 'missing' : 'already';
        const played = await tx.matchSeat.count({ where: { userId, match: { status: { in: ['active', 'finished'] } } } });
        if (played > 0) throw new PlayedAsPerson();
        return 'upgraded';
      });
    } catch (e) {
      if (e instanceof PlayedAsPerson) return 'played';
      throw e;
    }
  }
}

/** Rolls the upgrade's transaction back. */
class PlayedAsPerson extends Error {}
