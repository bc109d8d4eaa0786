/** Post-game analyses (MatchAnalysis): one row per finished match, read and written by primary key. */
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';

export interface AnalysisRow {
  readonly matchId: string;
  readonly result: string;
  readonly version: number;
  readonly computedAt: Date;
}

@Injectable()
export class AnalysesRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(matchId: string): Promise<AnalysisRow | null> {
    return this.prisma.db.matchAnalysis.findUnique({ where: { matchId } });
  }

  /** Stores an analysis; a concurrent one (another instance) computed the same answer, so the first stays. */
  async save(row: AnalysisRow): Promise<void> {
    await this.prisma.db.matchAnalysis.upsert({ where: { matchId: row.matchId }, create: row, update: {} });
  }
}
