import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PrismaService } from './persistence/prisma.service.js';
import { unavailable } from './common/problem.js';

/**
 * Liveness (`/health`: the process answers; it never touches the database, so a slow or locked
 * database does not get a live instance restarted) and readiness (`/health/ready`: the database
 * answers, else 503 and the instance should get no traffic).
 */
@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('health/ready')
  @HttpCode(200)
  async ready() {
    try {
      await this.prisma.ping();
    } catch {
      throw unavailable('DATABASE_UNAVAILABLE', 'The database does not answer.');
    }
    return { status: 'ready', database: this.prisma.provider };
  }
}
