/**
 * Every stable error `code` the service can answer with, in one place: the OpenAPI document's
 * enums come from here, and test/contract/error-codes.e2e-spec.ts checks that this list, the
 * codes written in the source and the README's "Error codes" section are the same set.
 *
 * A rule code is a game's own (its `reject` codes): the `code` of a 422 for an illegal move, and
 * the `rule` of a 400 INVALID_OPTIONS for a setup the game refuses.
 */
export interface CodeInfo {
  /** HTTP statuses it comes with on REST; empty when it is never a REST `code` (only a `rule`, or GraphQL). */
  readonly status: readonly number[];
  readonly meaning: string;
  /** The games that use it as a rule code. */
  readonly games?: readonly string[];
  /** Only GraphQL answers with it (in `extensions.code`). */
  readonly graphqlOnly?: true;
}

const PS = 'pyramid-solitaire';
const SAB = 'sabotage';
const NV = 'nos-vigilan';
const ZIG = 'ziggurat';
const AP = 'allmer-pyramid';
const ALL = [PS, SAB, NV, ZIG, AP];
const rule = (games: string[], meaning: string): CodeInfo => ({ status: [422], meaning, games });

export const PROBLEM_CODES = {
  // Requests
  VALIDATION_FAILED: { status: [400], meaning: 'The body or query does not match its schema; `errors` lists each problem.' },
  MALFORMED_JSON: { status: [400], meaning: 'The body is not valid JSON.' },
  BAD_REQUEST: { status: [400], meaning: 'The request was not understood.' },
  BODY_TOO_LARGE: { status: [413], meaning: 'The body is larger than BODY_LIMIT_BYTES.' },
  UNSUPPORTED_MEDIA_TYPE: { status: [415], meaning: 'Send the body as application/json.' },
  METHOD_NOT_ALLOWED: { status: [405], meaning: 'The resource does not take this method.' },
  REQUEST_TIMEOUT: { status: [408], meaning: 'The request was not received in time.' },
  NOT_FOUND: { status: [404], meaning: 'No such resource (an unknown path).' },
  RATE_LIMITED: { status: [429], meaning: 'Too many requests or sign-in attempts; retry after `retryAfterSeconds` (also the Retry-After header).' },
  INTERNAL: { status: [500], meaning: 'Something went wrong on our side.' },
  DATABASE_UNAVAILABLE: { status: [503], meaning: 'The database is busy or unreachable; nothing was changed. Retry after `retryAfterSeconds`.' },
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
  HINTS_DISABLED: { status: [403], meaning: 'The match was created with hints: false.' },
  RATED_NOT_ALLOWED: { status: [400, 409], meaning: "A rated match needs two or more players and no seat for the service's bots (creating one: 400; seating a bot in a rated match: 409)." },
  // Challenges, seeks, offers and chat
  USER_NOT_FOUND: { status: [404], meaning: 'There is no user with this username (profiles, rating histories, challenges, mutes).' },
  CHALLENGE_INVALID: { status: [400], meaning: 'The challenge names a bot, yourself, or a user twice (or its challenger tried to decline it: cancel it instead).' },
  CHALLENGE_NOT_FOUND: { status: [404], meaning: 'You hold no seat in a challenge with this id.' },
  CHALLENGE_NOT_PENDING: { status: [409], meaning: 'The challenge (or rematch offer) was already accepted, declined, cancelled or expired: `status` and `matchId` say how it ended.' },
  NOT_CHALLENGER: { status: [403], meaning: 'Only the challenger may cancel a challenge.' },
  MATCH_NOT_FINISHED: { status: [409], meaning: 'A rematch is offered once the match is over.' },
  SEEK_INVALID: { status: [400], meaning: 'A seek needs a game of two or more players.' },
  SEEK_EXISTS: { status: [409], meaning: 'You already have an open seek for the same game, options, players and clock.' },
  SEEK_NOT_FOUND: { status: [404], meaning: 'There is no seek with this id (of yours, to cancel).' },
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
  INVALID_MOVE: { status: [400, 422], meaning: "The move is not a move of the match's game (400); Ziggurat also answers 422 for a move it cannot read.", games: [ZIG] },
  NOT_YOUR_TURN: { status: [409, 422], meaning: 'Your seat is not in `toAct` (409, with `toAct`); the games check it too (422).', games: ALL },
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
  ALREADY_LEFT: { status: [409], meaning: 'Your seat has already left this game (a resignation or timeout in a game that went on without it).', games: [ZIG] },
  // GraphQL only
  GRAPHQL_PARSE_FAILED: { status: [], meaning: 'graphql-ws: the document does not parse.', graphqlOnly: true },
  GRAPHQL_VALIDATION_FAILED: { status: [], meaning: 'graphql-ws: the document does not validate against the schema.', graphqlOnly: true },
  QUERY_TOO_DEEP: { status: [], meaning: 'The operation nests deeper than GRAPHQL_MAX_DEPTH.', graphqlOnly: true },
  TOO_MANY_ALIASES: { status: [], meaning: 'The operation has more aliases than GRAPHQL_MAX_ALIASES.', graphqlOnly: true },
  QUERY_TOO_COSTLY: { status: [], meaning: 'The operation costs more than GRAPHQL_MAX_COST.', graphqlOnly: true },
  QUERY_TIMEOUT: { status: [], meaning: 'The operation ran longer than GRAPHQL_TIME_BUDGET_MS.', graphqlOnly: true },
  SUBSCRIPTION_NEEDS_WEBSOCKET: { status: [], meaning: 'Subscriptions run over graphql-ws, not HTTP.', graphqlOnly: true },
  // The games' rule codes (422 `code` and `rule`), alphabetical
  ALREADY_CHOSEN: rule([NV], 'You have already chosen your card for this round.'),
  ALREADY_ORDERED: rule([NV], 'You have already presented your ordering.'),
  ATTACK_UNBLOCKABLE: rule([ZIG], 'The Excuse made this attack unblockable.'),
  BAD_MOVE: rule([NV], 'Not a Nos vigilan move.'),
  CARDS_NOT_IN_ORDER: rule([ZIG], 'List the cards in canonical Decktet order.'),
  CARD_BLOCKED: rule([SAB], 'The card is still overlapped by a card of your pyramid.'),
  CARD_COVERED: rule([PS], 'The card is still covered by another card.'),
  CARD_NOT_AVAILABLE: rule([PS, SAB], 'The card is not one you can use now.'),
  CARD_NOT_IN_HAND: rule([NV, ZIG], 'The card is not in your hand.'),
  CARD_NOT_ON_TABLE: rule([NV], 'Pick the challenge card or one of the two played cards.'),
  CARD_REPEATED: rule([SAB], 'A removal names the same card twice.'),
  CENTRE_NOT_REACHED: rule([SAB], 'The centre card can be taken only once your own apex slot is empty.'),
  COLOUR_NOT_AVAILABLE: rule([ZIG], 'No pyramid of that colour is available.'),
  DEFENCE_DOES_NOT_MATCH: rule([ZIG], "Defend with an Ace of the tower's suit, cards adding up to the attack's value, or the Excuse."),
  DEFENCE_TOWER_REQUIRED: rule([ZIG], 'Defending needs a black tower (or a green one).'),
  DUPLICATE_CARD: rule([PS], 'A removal names the same card twice.'),
  DUPLICATE_CARDS: rule([ZIG], 'A card may be listed only once.'),
  GAME_OVER: rule(ALL, 'The game is over.'),
  GREEN_NOT_NEEDED: rule([ZIG], 'You have the tower needed, so a green tower cannot stand in for it.'),
  HAND_FULL: rule([ZIG], 'You already hold five cards.'),
  ILLEGAL_MOVE: rule([AP, ZIG], 'The move is not possible now.'),
  INVALID_TARGET: rule([ZIG], 'Attack another player who is still in the battle.'),
  JUMP_NOT_ADJACENT: rule([AP], 'A jump goes to an adjacent field (not diagonal).'),
  JUMP_NOT_ONE_LEVEL_UP: rule([AP], 'A jump goes exactly one level up.'),
  JUMP_OCCUPIED: rule([AP], 'A jump needs an empty field.'),
  MOVE_INVALID: rule([SAB], 'Not a Sabotage move.'),
  NOT_AN_ATTACK_CARD: rule([ZIG], 'The Excuse cannot attack by itself.'),
  NOT_A_BASE_CARD: rule([NV], 'Abducción swaps with one of the three base cards of the pyramid.'),
  NOT_A_GREEN_TOWER: rule([ZIG], 'That tower is not green.'),
  NOT_A_PYRAMID_CARD: rule([NV], 'The card is not in the pyramid.'),
  NOT_THIRTEEN: rule([PS, SAB], 'The cards do not sum to 13.'),
  NOT_YOUR_HAND: rule([NV], 'An ordering lists every card of your hand exactly once.'),
  NOT_YOUR_PYRAMID: rule([SAB], "The card is in your opponent's pyramid."),
  NOT_YOUR_STONE: rule([AP], 'The stone is not yours.'),
  NO_CARDS: rule([PS], 'Name at least one card to remove.'),
  NO_PASSES_LEFT: rule([PS], 'No pass through the stock is left.'),
  NO_PLACEMENT_PENDING: rule([SAB], 'There is no sabotage card to place.'),
  NO_REMOVAL_POSSIBLE: rule([PS], 'Turning the waste over would start a pass with nothing to remove, and so would every pass after it.'),
  NO_REMOVAL_THIS_PASS: rule([PS], 'With unlimited passes the waste is turned over only after a pass that removed a card.'),
  NO_STONE: rule([AP], 'There is no stone on that field.'),
  NO_SUCH_TOWER: rule([ZIG], 'That tower is not standing.'),
  OPTIONS_INVALID: { status: [], meaning: 'The game is not for this many players (the `rule` of INVALID_OPTIONS).', games: [SAB, NV, ZIG, AP] },
  PAIRS_ONLY: rule([PS], 'This match removes pairs (or a King alone), not combinations of three or more.'),
  PLACEMENT_PENDING: rule([SAB], "Place your sabotage card(s) in your opponent's pyramid first."),
  PLAYER_COUNT_INVALID: { status: [], meaning: 'Pyramid solitaire is for one player (the `rule` of INVALID_OPTIONS).', games: [PS] },
  PUSH_BACK_FORBIDDEN: rule([AP], 'A stone just pushed may not push back at once.'),
  PUSH_CHAIN: rule([AP], 'A stone on the same level stands behind: a pushed stone cannot push another.'),
  PUSH_NOT_ADJACENT: rule([AP], 'A push takes the place of an adjacent stone (not diagonal).'),
  PUSH_NO_STONE: rule([AP], 'There is no stone to push there.'),
  PUSH_OTHER_LEVEL: rule([AP], 'Only a stone on the same level can be pushed.'),
  REMODEL_NEEDS_THREE_CARDS: rule([ZIG], 'Remodelling discards exactly three cards.'),
  RUN_BLOCKED: rule([AP], 'A stone on the same level blocks the run.'),
  RUN_ENDS_AT_SMASH: rule([AP], 'A run that smashes a stone ends there.'),
  RUN_NOT_STRAIGHT: rule([AP], 'A run goes in a straight line.'),
  RUN_UPHILL: rule([AP], 'A run never climbs.'),
  SLOT_INVALID: rule([SAB], "Your opponent's pyramid has no such slot."),
  SLOT_OCCUPIED: rule([SAB], 'The slot is not empty.'),
  STOCK_EMPTY: rule([PS], 'The stock is empty.'),
  STOCK_NOT_EMPTY: rule([PS], 'The waste can be turned over only when the stock is empty.'),
  SWAP_SAME_COLOUR: rule([ZIG], 'Exchange the top pyramid for one of another colour.'),
  TARGET_NOT_ELIGIBLE: rule([ZIG], "The card's suits cannot target that tower."),
  TOWER_COLOUR_REQUIRED: rule([ZIG], 'The attack needs a tower of its colour (or a green one).'),
  UNKNOWN_FIELD: rule([AP], 'Not a field: use a file a–g and a rank 1–7.'),
  UNKNOWN_MOVE: rule([PS], 'Not a Pyramid solitaire move.'),
  UNKNOWN_MOVE_TYPE: rule([AP], 'A move is a run, a jump or a push.'),
  WASTE_EMPTY: rule([PS], 'The waste is empty.'),
  WRONG_PHASE: rule([NV, ZIG], 'That kind of move is not possible in this phase.'),
} as const satisfies Record<string, CodeInfo>;

export type ProblemCode = keyof typeof PROBLEM_CODES;

const entries = Object.entries(PROBLEM_CODES) as [ProblemCode, CodeInfo][];
/** Codes a REST problem body can carry (its `code`), sorted. */
export const REST_CODES: ProblemCode[] = entries.filter(([, c]) => c.status.length > 0).map(([k]) => k).sort();
/** The games' rule codes (a problem's `rule`), sorted. */
export const RULE_CODES: ProblemCode[] = entries.filter(([, c]) => (c.games ?? []).length > 0).map(([k]) => k).sort();
