import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiJson } from '../common/openapi.js';
import { GameInfoSchema } from '../matches/api-schemas.js';
import { describeGame, GameCatalog } from './game-catalog.js';

@ApiTags('games')
@Controller('v1/games')
export class GamesController {
  constructor(private readonly catalog: GameCatalog) {}

  @Get()
  @ApiJson({ summary: 'The games hosted here, with their option and move schemas', response: z.array(GameInfoSchema) })
  list() {
    return this.catalog.list().map(describeGame);
  }

  @Get(':gameId')
  @ApiJson({ summary: 'One game', response: GameInfoSchema, errors: [404] })
  get(@Param('gameId') gameId: string) {
    return describeGame(this.catalog.require(gameId));
  }
}
