/**
 * Every stable error `code` the service can answer with, in one place: the OpenAPI document's
 * enums come from here, and test/contract/error-codes.e2e-spec.ts checks that this list, the
 * codes written in the source and the README's "Error codes" section are the same set.
 *
 * The platform's codes are listed here by hand. A rule code is a game's own, declared in its
 * folder (`Game.rejections`) and gathered from `GAMES`: the `code` of a 422 for an illegal move,
 * the `rule` of a 400 INVALID_OPTIONS for a setup the game refuses, or the `code` of a 409 for a
 * seat that cannot leave.
 */
import type { AnyGame, Rejections } from '../engine/game.js';
import { GAMES } from '../games/index.js';

export interface CodeInfo {
  /** HTTP statuses it comes with on REST; empty when it is never a REST `code` (only a `rule`, or GraphQL). */
  readonly status: readonly number[];
  readonly meaning: string;
  /** The games that use it as a rule code, in the order of `GAMES`. */
  readonly games?: readonly string[];
  /** Only GraphQL answers with it (in `extensions.code`). */
  readonly graphqlOnly?: true;
}

/** A code of the platform's own: no game in it. */
type PlatformCode = Omit<CodeInfo, 'games'>;

export const PLATFORM_CODES = {
  // Requests
  VALIDATION_FAILED: { status: [400], meaning: 'The body or query does not match its schema; `errors` lists each problem.' },
  MALFORMED_JSON: { status: [400], meaning: 'The body is not valid JSON.' },
  BAD_REQUEST: { status: [400], meaning: 'The request was not understood.' },
  BODY_TOO_LARGE: { status: [413], meaning: 'The body is larger than BODY_LIMIT_BYTES.' },
  UNSUPPORTED_MEDIA_TYPE: { status: [415], meaning: 'Send the body as application/json.' },
  METHOD_NOT_ALLOWED: { status: [405], meaning: 'The resource does not take this method.' },
  REQUEST_TIMEOUT: { status: [408], meaning: 'The request was not received in time.' },
  NOT_FOUND: { status: [404], meaning: 'No such resource (an unknown path).' },
  RATE_LIMITED: { status: [429], meaning: 'Too many requests or sign-in attempts, or your budget of cost points for the minute is spent (`cost`, `remaining`); retry after `retryAfterSeconds` (also the Retry-After header).' },
  TOO_MANY_STREAMS: { status: [429], meaning: 'You have SSE_STREAMS_PER_USER event streams open already (your events and match streams together): close one first.' },
  INTERNAL: { status: [500], meaning: 'Something went wrong on our side.' },
  DATABASE_UNAVAILABLE: { status: [503], meaning: 'The database is busy or unreachable; nothing was changed. Retry after `retryAfterSeconds`.' },
  WORKERS_BUSY: { status: [503], meaning: 'Heavy game work (a winnable deal, a post-game analysis) waits for the worker threads or passed its time limit there; nothing was changed. Retry after `retryAfterSeconds`.' },
  REDIS_UNAVAILABLE: { status: [503], meaning: 'Readiness only (/health/ready): Redis does not answer.' },
  // Generic statuses, when nothing more precise applies
  UNAUTHENTICATED: { status: [401], meaning: 'Not signed in.' },
  FORBIDDEN: { status: [403], meaning: 'Not allowed.' },
  CONFLICT: { status: [409], meaning: 'The request conflicts with the current state.' },
  UNPROCESSABLE: { status: [422], meaning: 'The request is well-formed but cannot be carried out.' },
  // Auth
  TOKEN_MISSING: { status: [401], meaning: 'No `Authorization: Bearer` token.' },
  TOKEN_EXPIRED: { status: [401], meaning: 'The access token has expired: refresh it.' },
  TOKEN_INVALID: { status: [401], meaning: 'The access token is not one we issued.' },
  SESSION_ENDED: { status: [401], meaning: "The token's session was ended (logout, or a reused refresh token)." },
  BAD_CREDENTIALS: { status: [401], meaning: 'Wrong username or password.' },
  INVALID_REFRESH_TOKEN: { status: [401], meaning: 'The refresh token is not one we issued.' },
  REFRESH_TOKEN_REUSED: { status: [401], meaning: 'A rotated refresh token was presented again: the session is ended.' },
  REFRESH_TOKEN_EXPIRED: { status: [401], meaning: 'The refresh token has expired: sign in again.' },
  USERNAME_TAKEN: { status: [409], meaning: 'Another account has this username.' },
  INSUFFICIENT_SCOPE: { status: [403], meaning: 'The API token lacks the scope the operation needs (`scope` names it); a bot account plays only with the `bot` scope.' },
  TOKEN_REVOKED: { status: [401], meaning: 'The API token was revoked.' },
  API_TOKEN_NOT_FOUND: { status: [404], meaning: 'You have no live API token with this id.' },
  OAUTH_CLIENT_NOT_FOUND: { status: [404], meaning: 'You have no OAuth app with this id.' },
  BOT_UPGRADE_REFUSED: { status: [409], meaning: 'The account has played as a person (a seat in an active or finished match), or is a bot already.' },
  // Games and matches
  UNKNOWN_GAME: { status: [400], meaning: 'There is no game with this id (create).' },
  GAME_NOT_FOUND: { status: [404], meaning: 'There is no game with this id.' },
  INVALID_OPTIONS: { status: [400], meaning: "The options do not fit the game's option schema, or the game refuses the setup (`rule` says why)." },
  INVALID_SEATS: { status: [400], meaning: 'The game is not for this many players, or a seat named is not one of the match (or is given twice).' },
  NO_BOT: { status: [400], meaning: 'The game has no bot.' },
  INVALID_BOT_LEVEL: { status: [400], meaning: "The game's bots do not play this level (GET /v1/games: maxBotLevel)." },
  SEAT_TAKEN: { status: [409], meaning: 'The seat named is taken.' },
  HINTS_DISABLED: { status: [403], meaning: 'The match gives no hints: it is rated (fair play), or it was created with hints: false.' },
  RATED_NOT_ALLOWED: { status: [400, 409], meaning: "A rated match needs two or more players and no seat for the service's bots (creating one: 400; seating a bot in a rated match: 409)." },
  // Challenges, seeks, offers and chat
  USER_NOT_FOUND: { status: [404], meaning: 'There is no user with this username (profiles, rating histories, challenges, mutes).' },
  CHALLENGE_INVALID: { status: [400], meaning: 'The challenge names a bot, yourself, or a user twice (or its challenger tried to decline it: cancel it instead).' },
  CHALLENGE_NOT_FOUND: { status: [404], meaning: 'You hold no seat in a challenge with this id.' },
  TOO_MANY_CHALLENGES: { status: [409], meaning: 'You have PENDING_CHALLENGES_PER_PAIR pending challenges to this player, or PENDING_CHALLENGES_PER_USER in all: wait for answers or cancel one.' },
  CHALLENGE_NOT_PENDING: { status: [409], meaning: 'The challenge (or rematch offer) was already accepted, declined, cancelled or expired: `status` and `matchId` say how it ended.' },
  NOT_CHALLENGER: { status: [403], meaning: 'Only the challenger may cancel a challenge.' },
  MATCH_NOT_FINISHED: { status: [409], meaning: 'A rematch is offered, and the analysis given, once the match is over (a duplicate tournament game: once its round is over).' },
  SEEK_INVALID: { status: [400], meaning: 'A seek needs a game of two or more players.' },
  SEEK_EXISTS: { status: [409], meaning: 'You already have an open seek for the same game, options, players and clock.' },
  SEEK_NOT_FOUND: { status: [404], meaning: 'There is no seek with this id (of yours, to cancel).' },
  // Tournaments
  TOURNAMENT_INVALID: { status: [400], meaning: 'The format does not fit the game (two-player formats need a two-player game, pods a game of 3-5, duplicate a one-player game), or rounds are missing, or a rating range is empty.' },
  TOURNAMENT_NOT_FOUND: { status: [404], meaning: 'There is no tournament with this id that you may see (a private one needs its invite code).' },
  TOURNAMENT_ROUND_NOT_FOUND: { status: [404], meaning: 'The tournament has no round with this number (yet).' },
  TOURNAMENT_CLOSED: { status: [409], meaning: 'The tournament takes no entries now: it started (and its format admits no late joiners, or its last round is paired), ended, or was cancelled; or you already withdrew.' },
  TOURNAMENT_FULL: { status: [409], meaning: 'The tournament has its maximum of entrants.' },
  TOURNAMENT_RATING_LIMIT: { status: [403], meaning: "Your rating in the tournament's game is outside its entry range (minRating, maxRating)." },
  NOT_ORGANISER: { status: [403], meaning: 'Only the organiser of a tournament may do this (start, cancel, enter a bot).' },
  NOT_ENTERED: { status: [409], meaning: 'You are not an entrant of this tournament (or already withdrew).' },
  BOTS_NOT_ALLOWED: { status: [409], meaning: 'The tournament was created without botsAllowed.' },
  TOURNAMENT_NOT_OPEN: { status: [409], meaning: 'The tournament already started, ended, or was cancelled.' },
  SEEK_NOT_OPEN: { status: [409], meaning: 'The seek was paired or cancelled already (or it is your own).' },
  ABORT_TOO_LATE: { status: [409], meaning: 'Every seat has made its first move: the match can no longer be aborted.' },
  DRAW_NOT_POSSIBLE: { status: [422], meaning: "The game's rules cannot end in a draw (GET /v1/games: drawPossible)." },
  DRAW_ALREADY_OFFERED: { status: [409], meaning: 'Your draw offer stands already (until your next move).' },
  NO_DRAW_OFFER: { status: [409], meaning: "No other player has a draw offer standing (it may have lapsed at its offerer's move)." },
  CHAT_INVALID: { status: [400], meaning: 'The chat message is empty or longer than CHAT_MAX_LENGTH (or you tried to mute yourself).' },
  // Webhooks
  WEBHOOK_URL_REFUSED: { status: [400], meaning: 'The webhook URL is refused: not http(s), with credentials or a fragment, not resolving, or resolving to a private, loopback, link-local or other non-public address (`detail` says which).' },
  WEBHOOK_LIMIT: { status: [409], meaning: 'You have WEBHOOK_MAX_PER_USER webhook endpoints already: delete one first.' },
  WEBHOOK_NOT_FOUND: { status: [404], meaning: 'You have no webhook endpoint with this id.' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: [404], meaning: 'The webhook endpoint has no delivery with this id.' },
  PUSH_ENDPOINT_REFUSED: { status: [400], meaning: 'The push subscription is refused: its endpoint is not an https URL of a public host (`detail` says why), or its keys are not a P-256 public key and a 16-byte secret.' },
  PUSH_SUBSCRIPTION_LIMIT: { status: [409], meaning: 'You have PUSH_MAX_PER_USER push subscriptions already: delete one first.' },
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: [404], meaning: 'You have no push subscription with this id.' },
  WEBHOOK_DISABLED: { status: [409], meaning: 'The webhook endpoint is disabled: enable it before redelivering.' },
  INVALID_CURSOR: { status: [400], meaning: 'The cursor is not one the API returned.' },
  INVALID_PLY: { status: [400], meaning: 'The ply is out of range, or the match has not started.' },
  MATCH_NOT_FOUND: { status: [404], meaning: 'No match with this id that you can see.' },
  MATCH_NOT_OPEN: { status: [409], meaning: 'The match no longer takes players (join, leave).' },
  MATCH_FULL: { status: [409], meaning: 'Every seat is taken.' },
  ALREADY_SEATED: { status: [409], meaning: 'You already have a seat in this match.' },
  NOT_A_PLAYER: { status: [403], meaning: 'You have no seat in this match.' },
  MATCH_NOT_ACTIVE: { status: [409], meaning: 'The match is not being played (moves, resign).' },
  STALE_VERSION: { status: [409], meaning: 'The match changed since the version you sent; `currentVersion` says where it is now.' },
  TIME_RAN_OUT: { status: [409], meaning: "The decision's deadline passed: the match ended on time." },
  GAME_MISMATCH: { status: [400], meaning: "The move request names a `game` other than the match's." },
  INVALID_MOVE: { status: [400], meaning: "The move is not a move of the match's game (400)." },
  NOT_YOUR_TURN: { status: [409], meaning: 'Your seat is not in `toAct` (409, with `toAct`).' },
  // Clocks, takebacks and vacations
  INVALID_CLOCK: { status: [400], meaning: 'The clock asked for at creation makes no sense: timeLimitSeconds and daysPerMove together, daysPerMove not one of 1, 2, 3, 5, 7, 10, 14, or an increment without a bank or a time per move.' },
  NO_CLOCK: { status: [409], meaning: 'The match runs no clock: there is no time to add.' },
  TAKEBACK_NOT_POSSIBLE: { status: [409], meaning: 'Only your own move that is the last entry of the log can be taken back.' },
  TAKEBACK_REFUSED: { status: [409], meaning: 'The game cannot take this move back: undoing it would show or hide something a player has seen (a card turned, a hidden choice).' },
  TAKEBACK_PENDING: { status: [409], meaning: 'A takeback request is already pending at this version, or the match changed meanwhile.' },
  TAKEBACK_NOT_FOUND: { status: [404, 409], meaning: 'No takeback request is pending in this match (404), or it was answered or lapsed meanwhile (409).' },
  NOT_ASKED: { status: [403], meaning: 'The takeback request is not yours to answer (you asked, or you left the game).' },
  NOT_ON_VACATION: { status: [409], meaning: 'You are not on vacation: there is none to end.' },
  ALREADY_ON_VACATION: { status: [409], meaning: 'You are on vacation already: end it (days 0) before starting another.' },
  VACATION_ALLOWANCE_EXCEEDED: { status: [409], meaning: 'The vacation is longer than the days you have left this year (VACATION_DAYS_PER_YEAR).' },
  // GraphQL only
  GRAPHQL_PARSE_FAILED: { status: [], meaning: 'graphql-ws: the document does not parse.', graphqlOnly: true },
  GRAPHQL_VALIDATION_FAILED: { status: [], meaning: 'graphql-ws: the document does not validate against the schema.', graphqlOnly: true },
  QUERY_TOO_DEEP: { status: [], meaning: 'The operation nests deeper than GRAPHQL_MAX_DEPTH.', graphqlOnly: true },
  TOO_MANY_ALIASES: { status: [], meaning: 'The operation has more aliases than GRAPHQL_MAX_ALIASES.', graphqlOnly: true },
  QUERY_TOO_COSTLY: { status: [], meaning: 'The operation costs more than GRAPHQL_MAX_COST.', graphqlOnly: true },
  QUERY_TIMEOUT: { status: [], meaning: 'The operation ran longer than GRAPHQL_TIME_BUDGET_MS.', graphqlOnly: true },
  SUBSCRIPTION_NEEDS_WEBSOCKET: { status: [], meaning: 'Subscriptions run over graphql-ws, not HTTP.', graphqlOnly: true },
} as const satisfies Record<string, PlatformCode>;


type Kind = keyof Rejections;
/** The statuses each kind of game rejection comes with on REST: a refused setup's is only a `rule`. */
const STATUS_OF: Record<Kind, readonly number[]> = { move: [422], setup: [], depart: [409] };
const KINDS = Object.keys(STATUS_OF) as Kind[];
const byNumber = (a: number, b: number) => a - b;

/**
 * The platform's codes and every code the games declare, one entry each. A code several games
 * declare has their meaning, or each game's when they differ; a code a game shares with the
 * platform (NOT_YOUR_TURN) keeps the platform's meaning and adds the game's.
 */
export function problemCodes(games: readonly AnyGame[]): Readonly<Record<string, CodeInfo>> {
  // code -> its statuses, and each meaning with the games that give it
  const declared = new Map<string, { status: Set<number>; meanings: Map<string, string[]> }>();
  for (const game of games) {
    for (const kind of KINDS) {
      for (const [code, meaning] of Object.entries(game.rejections[kind] ?? {})) {
        const d = declared.get(code) ?? { status: new Set<number>(), meanings: new Map<string, string[]>() };
        declared.set(code, d);
        STATUS_OF[kind].forEach((s) => d.status.add(s));
        const text = kind === 'setup' ? `${meaning.replace(/\.$/, '')} (the \`rule\` of INVALID_OPTIONS).` : meaning;
        const by = d.meanings.get(text) ?? [];
        d.meanings.set(text, by.includes(game.meta.id) ? by : [...by, game.meta.id]);
      }
    }
  }
  const codes: Record<string, CodeInfo> = { ...PLATFORM_CODES };
  for (const code of [...declared.keys()].sort()) {
    const { status, meanings } = declared.get(code)!;
    const users = new Set([...meanings.values()].flat());
    const ids = games.map((g) => g.meta.id).filter((id) => users.has(id));
    const meaning = meanings.size === 1 ? [...meanings.keys()][0] : [...meanings].map(([m, by]) => `${by.join(', ')}: ${m}`).join(' ');
    const platform: PlatformCode | undefined = (PLATFORM_CODES as Record<string, PlatformCode>)[code];
    const statuses = [...status].sort(byNumber);
    codes[code] = {
      status: [...new Set([...(platform?.status ?? []), ...statuses])].sort(byNumber),
      meaning: platform ? `${platform.meaning} As a rule code of ${ids.map((id) => `\`${id}\``).join(', ')}${statuses.length ? ` (${statuses.join(', ')})` : ''}: ${meaning}` : meaning,
      games: ids,
    };
  }
  return codes;
}

export const PROBLEM_CODES = problemCodes(GAMES);

export type ProblemCode = string;

const entries = Object.entries(PROBLEM_CODES);
/** Codes a REST problem body can carry (its `code`), sorted. */
export const REST_CODES: ProblemCode[] = entries.filter(([, c]) => c.status.length > 0).map(([k]) => k).sort();
/** The games' rule codes (a problem's `rule`), sorted. */
export const RULE_CODES: ProblemCode[] = entries.filter(([, c]) => (c.games ?? []).length > 0).map(([k]) => k).sort();
