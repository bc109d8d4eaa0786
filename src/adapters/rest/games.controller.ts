import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiJson } from './openapi.js';
import { RestGameInfoSchema } from '../../features/matches/api-schemas.js';
import { describeGame, GameCatalog } from '../../features/catalog/game-catalog.js';
import { prefersHtml, rulesOf } from '../../features/catalog/rules-docs.js';

const GAME_ID = { gameId: { description: 'A game id, e.g. pyramid-solitaire.', schema: { $ref: '#/components/schemas/GameId' } } };
const TEXT = { type: 'string' };

@ApiTags('games')
@Controller('v1/games')
export class GamesController {
  constructor(private readonly catalog: GameCatalog) {}

  @Get()
  @ApiJson({
    summary: 'List the games',
    description: 'The games hosted here, with their player counts, default options and the JSON Schemas of their options and moves.',
    public: true,
    response: z.array(RestGameInfoSchema),
    responseExamples: ['GameInfoList'],
  })
  list() {
    return this.catalog.list().map(describeGame);
  }

  @Get(':gameId')
  @ApiJson({ summary: 'Get a game', description: 'One hosted game.', public: true, params: GAME_ID, response: RestGameInfoSchema, responseExamples: ['GameInfo'], errors: [404] })
  get(@Param('gameId') gameId: string) {
    return describeGame(this.catalog.require(gameId));
  }

  @Get(':gameId/rules')
  @ApiJson({
    summary: 'Get the rules of a game',
    description: 'The rules document of the game: markdown (text/markdown), or HTML when the Accept header prefers text/html (as a browser does).',
    public: true,
    params: GAME_ID,
    media: {
      'text/markdown': { schema: TEXT, example: '# Pyramid Solitaire (`pyramid-solitaire`)\n\nPyramid patience for one player: clear a pyramid of 28 cards by removing available cards whose\nvalues add up to 13.\n' },
      'text/html': { schema: TEXT, example: '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Pyramid Solitaire: rules</title></head>\n<body>\n<h1>Pyramid Solitaire (<code>pyramid-solitaire</code>)</h1>\n</body></html>\n' },
    },
    errors: [404],
  })
  rules(@Param('gameId') gameId: string, @Headers('accept') accept: string | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const doc = rulesOf(this.catalog.require(gameId));
    const html = prefersHtml(accept);
    void reply.header('vary', 'Accept').header('content-type', html ? 'text/html; charset=utf-8' : 'text/markdown; charset=utf-8');
    return html ? doc.html : doc.markdown;
  }
}
