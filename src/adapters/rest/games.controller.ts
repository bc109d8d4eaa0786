import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiJson } from './openapi.js';
import { RestGameInfoSchema, RulesLanguageSchema } from '../../features/matches/api-schemas.js';
import { GameCatalog } from '../../features/catalog/game-catalog.js';
import { BotRatingsService } from '../../features/ratings/bot-ratings.service.js';
import { rulesAnswer, type RulesLanguage } from '../../features/catalog/rules-docs.js';
import { ZodPipe } from '../../platform/zod.js';

const GAME_ID = { gameId: { description: 'A game id, e.g. pyramid-solitaire.', schema: { $ref: '#/components/schemas/GameId' } } };
const TEXT = { type: 'string' };
const RulesQuerySchema = z.object({
  lang: RulesLanguageSchema.optional()
    .describe('The language of the rules (en or es); it wins over Accept-Language. A game without rules in it answers in English (Content-Language: en).'),
});

@ApiTags('games')
@Controller('v1/games')
export class GamesController {
  constructor(
    private readonly catalog: GameCatalog,
    private readonly bots: BotRatingsService,
  ) {}

  @Get()
  @ApiJson({
    summary: 'List the games',
    description: "The games hosted here, with their player counts, default options, the JSON Schemas of their options and moves, and their bot levels with each level's rating (`bots`).",
    public: true,
    response: z.array(RestGameInfoSchema),
    responseExamples: ['GameInfoList'],
  })
  list() {
    return this.bots.games();
  }

  @Get(':gameId')
  @ApiJson({ summary: 'Get a game', description: 'One hosted game.', public: true, params: GAME_ID, response: RestGameInfoSchema, responseExamples: ['GameInfo'], errors: [404] })
  get(@Param('gameId') gameId: string) {
    return this.bots.game(gameId);
  }

  @Get(':gameId/rules')
  @ApiJson({
    summary: 'Get the rules of a game',
    description:
      'The rules document of the game: markdown (text/markdown), or HTML when the Accept header prefers text/html (as a browser does). ' +
      'In English or Spanish: ?lang=, else the Accept-Language header by its q-values, else English; a game whose rules are not translated ' +
      'answers in English. Content-Language names the language served (and the HTML its lang); the answer varies on Accept and Accept-Language.',
    public: true,
    params: GAME_ID,
    query: RulesQuerySchema,
    media: {
      'text/markdown': { schema: TEXT, example: '# Pyramid Solitaire (`pyramid-solitaire`)\n\nPyramid patience for one player: clear a pyramid of 28 cards by removing available cards whose\nvalues add up to 13.\n' },
      'text/html': { schema: TEXT, example: '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Pyramid Solitaire: rules</title></head>\n<body>\n<h1>Pyramid Solitaire (<code>pyramid-solitaire</code>)</h1>\n</body></html>\n' },
    },
    errors: [400, 404],
  })
  rules(
    @Param('gameId') gameId: string,
    @Query(new ZodPipe(RulesQuerySchema, 'The query')) query: { lang?: RulesLanguage },
    @Headers('accept') accept: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const answer = rulesAnswer(this.catalog.require(gameId), { lang: query.lang, accept, acceptLanguage });
    void reply.header('vary', 'Accept, Accept-Language').header('content-language', answer.contentLanguage).header('content-type', answer.contentType);
    return answer.body;
  }
}
