/**
 * Example requests and responses of the OpenAPI document. The game parts (views, legal moves,
 * options) are computed by the games' own functions from a fixed seed, so they are real and stay
 * valid as the games change; the linters check every example against its schema.
 */
import { createHash } from 'node:crypto';
import type { AnyGame } from '../../engine/game.js';
import { GAMES } from '../../games/index.js';
import { describeChain } from '../../domain/record-chain.js';
import { toOutcome } from '../../domain/outcome.js';
import { legalMovesAnswer } from '../../domain/legal-moves-answer.js';
import { z } from 'zod';
import { botInput } from '../../engine/bots/input.js';
import { WEBHOOK_API_EXAMPLES } from '../../features/webhooks/webhook-examples.js';
import { TOKEN_API_EXAMPLES } from '../../features/tokens/token-examples.js';
import { describeGame } from '../../features/catalog/game-catalog.js';

const SEED = 'example-seed-0123456789abcdef';
const AT = '2026-11-22T12:00:00.000Z';
const LATER = '2026-11-22T12:01:30.000Z';
const ADA = { id: 'cm0user0ada00000000000000', username: 'ada' };
const BO = { id: 'cm0user1bo000000000000000', username: 'bo' };
const BOT3 = { id: 'bot-l3-1', username: 'Bot L3', kind: 'bot' as const, botLevel: 3 };
type ExampleUser = { id: string; username: string; kind?: 'human' | 'bot'; botLevel?: number | null };
const seatUser = (u: ExampleUser | null) => (u === null ? null : { kind: 'human' as const, botLevel: null, vacationUntil: null, ...u });

const gameById = (id: string): AnyGame => {
  const g = GAMES.find((x) => x.meta.id === id);
  if (!g) throw new Error(`examples: no game ${id}`);
  return g;
};
const solitaire = gameById('pyramid-solitaire');
const pyramid = gameById('allmer-pyramid');
const ziggurat = gameById('ziggurat');
const zg0 = ziggurat.setup(ziggurat.schemas.options.parse({}), 3, SEED) as { current: number };

interface MatchExample {
  game: AnyGame;
  id: string;
  options: unknown;
  users: (ExampleUser | null)[];
  status: 'open' | 'active' | 'finished';
  version: number;
  ply: number;
  state: unknown;
  outcome?: ReturnType<typeof toOutcome>;
  visibility?: 'public' | 'private';
}

function match(m: MatchExample) {
  const toAct = m.state && m.status === 'active' ? m.game.toAct(m.state) : [];
  return {
    id: m.id,
    game: m.game.meta.id,
    options: m.options,
    visibility: m.visibility ?? 'public',
    status: m.status,
    version: m.version,
    decisionVersion: m.version,
    ply: m.ply,
    seats: m.users.map((user, seat) => ({ seat, user: seatUser(user) })),
    yourSeat: 0,
    toAct,
    yourTurn: toAct.includes(0),
    autoPlay: false,
    inviteCode: m.visibility === 'private' ? 'Q7RX-M2KD' : null,
    timeLimitSeconds: null,
    hints: true,
    clock: null,
    rated: false,
    deadline: null,
    seedHash: createHash('sha256').update(SEED).digest('hex'),
    seed: m.status === 'finished' ? SEED : null,
    outcome: m.outcome ?? null,
    createdAt: AT,
    updatedAt: m.ply > 0 ? LATER : AT,
    view: m.state ? m.game.view(m.state, 0) : null,
  };
}

const psOptions = solitaire.schemas.options.parse({ passes: '3' });
const ps0 = solitaire.setup(psOptions, 1, SEED);
const draw = { type: 'draw' };
const drawn = solitaire.apply(ps0, 0, draw);
if (!drawn.ok) throw new Error('examples: draw refused');
const ps1 = drawn.state;
const psBase = { game: solitaire, id: 'cm0match0solitaire0000000', options: psOptions, users: [ADA] };
const psMatch = match({ ...psBase, status: 'active', version: 1, ply: 0, state: ps0 });
const psAfterDraw = match({ ...psBase, status: 'active', version: 2, ply: 1, state: ps1 });
const psResigned = match({
  ...psBase,
  status: 'finished',
  version: 3,
  ply: 2,
  state: ps1,
  outcome: toOutcome({ finished: true, winners: [], draw: false, reason: 'Seat 0 (ada) resigned.' }, 'resignation', { resigned: 0 }),
});

const apOptions = pyramid.schemas.options.parse({});
const apBase = { game: pyramid, id: 'cm0match1pyramid000000000', options: apOptions, visibility: 'private' as const };
const apOpen = match({ ...apBase, users: [ADA, null], status: 'open', version: 1, ply: 0, state: null });
const apStarted = match({ ...apBase, users: [ADA, BO], status: 'active', version: 2, ply: 0, state: pyramid.setup(apOptions, 2, SEED) });

const apVsBot = match({ ...apBase, visibility: 'public', users: [ADA, BOT3], status: 'active', version: 1, ply: 0, state: pyramid.setup(apOptions, 2, SEED) });

// A hint as the level-2 bot gives it, from the seat's view of the solitaire example (no search).
const hinted = solitaire.bot!.decide(botInput(solitaire, ps0, [], 0, 2, 'example'));

const ex = (summary: string, value: unknown) => ({ summary, value });

/**
 * A game's catalogue entry with its JSON Schemas inlined: the served ones keep named parts in
 * `$defs`, and a `$ref` inside an example would be resolved against the OpenAPI document itself.
 */
function inlined(game: AnyGame) {
  const inline = (s: z.ZodType) => {
    const js = z.toJSONSchema(s, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline', metadata: z.registry() }) as Record<string, unknown>;
    delete js.$schema;
    return js;
  };
  // Illustrative ratings: a ladder's seed, then a few matches with people for level 1.
  const bots = Array.from({ length: game.bot?.maxLevel ?? 0 }, (_, i) => ({ level: i + 1, username: `Bot L${i + 1}`, rating: 1150 + 200 * i, rd: i === 0 ? 95 : 120, provisional: i !== 0, games: i === 0 ? 14 : 0 }));
  return { ...describeGame(game), optionsSchema: inline(game.schemas.options), moveSchema: inline(game.schemas.move), bots };
}

// Ratings: ada beat bo in a rated match of Pyramid (both started at 1500/350).
const ADA_AFTER = { rating: 1662.31, rd: 290.32, volatility: 0.06 };
const apWon = { winners: [0], draw: false, scores: null, reason: 'Seat 1 (bo) resigned.', resignedSeat: 1, endedBy: 'resignation' as const, timedOutSeats: [] };
const RATING_EXAMPLES = {
  Leaderboard: ex('The top of the Pyramid board', {
    game: 'allmer-pyramid',
    activeDays: 30,
    items: [
      { rank: 1, user: { ...ADA, kind: 'human' }, rating: 1873.4, rd: 62.1, provisional: false, ratedMatches: 41, ratedAt: LATER },
      { rank: 2, user: { ...BO, kind: 'human' }, rating: 1702.9, rd: 88.5, provisional: false, ratedMatches: 17, ratedAt: AT },
    ],
    nextCursor: 'WzE3MDIuOSwiY20wdXNlcjFibzAwMDAwMDAwMDAwMDAwMDAwIiwyXQ',
  }),
  Profile: ex("ada's profile after her first rated match", {
    user: { ...ADA, kind: 'human' },
    createdAt: AT,
    ratings: [{ game: 'allmer-pyramid', ...ADA_AFTER, provisional: true, ratedMatches: 1, won: 1, lost: 0, drawn: 0, ratedAt: LATER, playedAt: LATER }],
    recentMatches: {
      items: [
        {
          id: 'cm0match1ap00000000000000',
          game: 'allmer-pyramid',
          rated: true,
          seats: [{ seat: 0, user: seatUser(ADA) }, { seat: 1, user: seatUser(BO) }],
          seat: 0,
          result: 'won',
          ratingBefore: 1500,
          ratingAfter: ADA_AFTER.rating,
          outcome: apWon,
          finishedAt: LATER,
        },
      ],
      nextCursor: null,
    },
  }),
  RatingHistory: ex("ada's Pyramid rating after each rated match", {
    game: 'allmer-pyramid',
    items: [{ matchId: 'cm0match1ap00000000000000', ratingBefore: 1500, ...ADA_AFTER, provisional: true, at: LATER }],
    nextCursor: null,
  }),
};

export const API_EXAMPLES: Record<string, { summary: string; value: unknown }> = {
  Credentials: ex('A username and password', { username: 'ada', password: 'correct horse battery' }),
  RefreshRequest: ex('The refresh token of the last answer', { refreshToken: 'c3VwZXJzZWNyZXQtcmVmcmVzaC10b2tlbi0wMDAx' }),
  AuthResult: ex('Tokens and the user', {
    accessToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbTB1c2VyMGFkYSJ9.c2lnbmF0dXJl',
    accessTokenExpiresIn: 900,
    refreshToken: 'c3VwZXJzZWNyZXQtcmVmcmVzaC10b2tlbi0wMDAx',
    user: { ...ADA, createdAt: AT },
  }),
  User: ex('The signed-in user', { ...ADA, createdAt: AT }),
  GameInfoList: ex('The hosted games (one shown; its schemas inlined)', [inlined(solitaire)]),
  GameInfo: ex('Pyramid solitaire (its schemas inlined)', inlined(solitaire)),
  CreatePyramidSolitaire: ex('Pyramid solitaire with three passes', { game: 'pyramid-solitaire', options: { passes: '3' } }),
  CreatePrivatePyramid: ex('A private two-player match of Pyramid', { game: 'allmer-pyramid', visibility: 'private' }),
  MatchSolitaire: ex('A solitaire match that has just started', psMatch),
  MatchPyramidOpen: ex('A private match waiting for its second player', apOpen),
  MatchPyramidStarted: ex('The second player joined: the match started', apStarted),
  MatchResigned: ex('A resigned solitaire match', psResigned),
  CreateVsBot: ex('A match of Pyramid against a level-3 bot (you take seat 0)', { game: 'allmer-pyramid', bots: [{ seat: 1, level: 3 }] }),
  CreateBotsOnly: ex('Two bots play each other while you watch', { game: 'sabotage', bots: [{ seat: 0, level: 2 }, { seat: 1, level: 3 }], spectate: true }),
  MatchVsBot: ex('A match against a bot: it started at once', apVsBot),
  AddBot: ex('A level-2 bot in the lowest free seat', { level: 2 }),
  Hint: ex('A suggested move and the version it is for', { game: 'pyramid-solitaire', version: 1, seat: 0, level: 2, move: hinted }),
  MatchPage: ex('One page of matches', { items: [psMatch], nextCursor: null }),
  JoinPrivate: ex('Joining a private match with its invite code', { inviteCode: 'Q7RX-M2KD' }),
  LegalMoves: ex('The legal moves at the start of a solitaire match', legalMovesAnswer(solitaire, ps0, 0, 1)),
  LegalMovesGrouped: ex(
    'The first turn of a Ziggurat match: one attack per card, with its other targets (and the green tower standing in) as alternatives, and the remodels with their other triples of cards and swaps',
    legalMovesAnswer(ziggurat, zg0, zg0.current, 1),
  ),
  MoveDraw: ex('Draw a card from the stock', { game: 'pyramid-solitaire', move: draw, expectedVersion: 1, idempotencyKey: 'draw-1' }),
  MoveAnyGame: ex('An entry of the legal-moves answer posted back as it is, without `game` (any game\'s move; the server checks it against the match\'s)', { move: draw, expectedVersion: 1 }),
  MoveResult: ex('The draw was applied', { ply: 1, version: 2, replayed: false, answeredDecision: 1, match: psAfterDraw }),
  Resign: ex('Resign if nothing happened since version 2', { expectedVersion: 2 }),
  History: ex('One move so far', { version: 2, entries: [{ ply: 1, seat: 0, kind: 'move', auto: false, move: draw, at: LATER }], chat: [{ id: '5b1c8a2e-4f0d-4d8e-9c1a-2b3c4d5e6f70', room: 'players', username: 'ann', body: 'good luck!', createdAt: LATER }], chatNextCursor: null }),
  PlyView: ex('The start of a solitaire match', { ply: 0, view: solitaire.view(ps0, 0), toAct: [0] }),
  MatchRecord: ex('The record of a solitaire match in play (the seed is withheld until the end)', {
    format: 'pyramidion-record/2',
    matchId: psBase.id,
    game: 'pyramid-solitaire',
    rulesVersion: solitaire.meta.rulesVersion,
    options: psOptions,
    hints: true,
    rated: false,
    seats: [{ seat: 0, username: ADA.username, kind: 'human', botLevel: null }],
    status: 'active',
    seedHash: psMatch.seedHash,
    seed: null,
    hashChain: describeChain(2),
    moves: [{ ply: 1, seat: 0, kind: 'move', auto: false, move: draw, hash: createHash('sha256').update('example').digest('hex') }],
    outcome: null,
    position: null,
  }),
  ...WEBHOOK_API_EXAMPLES,
  ...TOKEN_API_EXAMPLES,
  ...RATING_EXAMPLES,
};
