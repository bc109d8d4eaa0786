// Generated from openapi/openapi.json by openapi-typescript (npm run schema:generate). Do not edit.
export interface paths {
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Starts a session: an access token (15 min) and a single-use refresh token.
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session of this refresh token, with its access tokens. Answers 204 whether or not the token was valid.
         */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh tokens
         * @description Trades a refresh token for new tokens; the old one stops working (presented again later, it ends the session).
         */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates an account and signs it in: the answer carries an access token (15 min) and a single-use refresh token.
         */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My challenges
         * @description Challenges and rematch offers you sent or received, newest first, a page at a time. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["ChallengesController_list"];
        put?: never;
        /**
         * Challenge users
         * @description Challenges named users to a match of `game` (one user for a two-player game, several for 3-5 players); you take seat 0, they seats 1, 2, ... in the order given. Each is told (challenge_received); the match is created and starts when all have accepted. It expires after `expiresInMinutes` (default CHALLENGE_EXPIRY_MINUTES). You may have PENDING_CHALLENGES_PER_USER pending challenges, PENDING_CHALLENGES_PER_PAIR to any one player: one more is 409 TOO_MANY_CHALLENGES.
         */
        post: operations["ChallengesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a challenge
         * @description A challenge of yours with every seat and answer.
         */
        get: operations["ChallengesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenges/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a challenge
         * @description Accepts a challenge (or rematch offer) addressed to you. The answer that completes the acceptances creates and starts the match (`matchId`).
         */
        post: operations["ChallengesController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenges/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a challenge
         * @description The challenger withdraws a pending challenge.
         */
        post: operations["ChallengesController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenges/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a challenge
         * @description Declines it, with an optional reason the others see (challenge_declined): the challenge ends.
         */
        post: operations["ChallengesController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the games
         * @description The games hosted here, with their player counts, default options, the JSON Schemas of their options and moves, and their bot levels with each level's rating (`bots`).
         */
        get: operations["GamesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a game
         * @description One hosted game.
         */
        get: operations["GamesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the rules of a game
         * @description The rules document of the game: markdown (text/markdown), or HTML when the Accept header prefers text/html (as a browser does). In English or Spanish: ?lang=, else the Accept-Language header by its q-values, else English; a game whose rules are not translated answers in English. Content-Language names the language served (and the HTML its lang); the answer varies on Accept and Accept-Language.
         */
        get: operations["GamesController_rules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{game}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's leaderboard
         * @description The top players of a game by Glicko-2 rating, highest first, a page at a time: only ratings that are no longer provisional (deviation at most 110), of players whose last rated match ended within LEADERBOARD_ACTIVE_DAYS days. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["RatingsController_leaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List matches
         * @description Matches newest first, a page at a time: yours (scope mine), public ones waiting for players (open), or all public ones (public). Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["MatchesController_list"];
        put?: never;
        /**
         * Create a match
         * @description Creates a match of `game` with its options (defaults for those omitted). `bots` gives seats to the service's bots; you take the lowest seat left (none with `spectate: true`). The match starts when every seat is taken: at once for a one-seat game or when bots fill the rest, otherwise when others join (POST /v1/matches/{id}/join). The answer is the match with your view.
         */
        post: operations["MatchesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a match
         * @description The match with your view of the game: your seat's, or the spectator view of a public match. Check `game` to know the view's type.
         */
        get: operations["MatchesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abort
         * @description Ends an active match without result (endedBy aborted, no winner) while some seat has not made its first move; afterwards 409 ABORT_TOO_LATE.
         */
        post: operations["MatchSocialController_abort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/add-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give an opponent more time
         * @description Adds `seconds` to an opponent's time bank (kept until spent); their deadline moves at once if they must act. The match's version goes up, its decision stays open.
         */
        post: operations["CorrespondenceController_addTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the post-game analysis
         * @description For a finished match: every move still in effect, judged from what its seat could see when it played (its view and the history as it saw it, never the others' cards): the move the game's bot finds best and how much the played move lost on the bot's 0-1 scale; with the exact answer where the game has one (Pyramid Solitaire: whether the deal could be won, and the first move after which it could not). Computed once on the worker threads (the first call waits for it, seconds at most) and kept. 409 MATCH_NOT_FINISHED before the end; 503 WORKERS_BUSY with Retry-After when the worker threads are overloaded. docs/analysis.md.
         */
        get: operations["AnalysisController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/auto-play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auto-play forced moves
         * @description Whether the server plays your seat's only legal move at once in this match (null: follow your setting, PUT /v1/me/settings). It applies only where the game says that knowing the move is forced reveals nothing (e.g. a Sabotage pass); the log marks such entries `auto: true`.
         */
        post: operations["MatchesController_autoPlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seat a bot
         * @description Gives a free seat of an open match to one of the service's bots, at a level from 1 to the game's maxBotLevel (GET /v1/games). Any player of the match, or its creator, may. The match starts when the last seat is taken; a bot then moves by itself when it must act, through the same move path as a person.
         */
        post: operations["MatchesController_addBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the chat
         * @description The match's chat, oldest first, a page at a time: players read both rooms, spectators the spectators' room; messages of users you muted are left out. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["MatchSocialController_readChat"];
        put?: never;
        /**
         * Write in the chat
         * @description Writes in the players' room (players only) or the spectators' room. At most CHAT_MAX_LENGTH characters, CHAT_MESSAGES_PER_MINUTE per user (429). The other players get chat_message, except those who muted you.
         */
        post: operations["MatchSocialController_writeChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer, accept or decline a draw
         * @description Only in games whose rules can end drawn (GET /v1/games: drawPossible). An offer stands until its offerer's next move; offering while another player's offer stands accepts it. When every other player has accepted, the match ends drawn (endedBy agreement).
         */
        post: operations["MatchSocialController_draw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of a match (Server-Sent Events)
         * @description A stream (`Accept: text/event-stream`) of the match's versions after `Last-Event-ID` (header) or `after` (query): every version exactly once, in order, each as it was, with your own seat's view (spectators: the spectators' view); the frame's id is its version. With neither, the first event (`current`) is the match now. `event: current` later is a resync: you fell too far behind, or a change between two versions is not in the log; go on from its id. The stream ends after the event that finishes the match. A heartbeat comment every EVENT_HEARTBEAT_SECONDS.
         */
        get: operations["MatchEventsController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/hint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask for a hint
         * @description A move for your seat suggested by the game's bot at `level` (default its highest), decided from your view and the history as you saw it, never from hidden cards. Only when you must act, and unless the match was created with hints: false. Rate-limited per user (HINTS_PER_MINUTE).
         */
        get: operations["MatchesController_hint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the history
         * @description The move log, oldest first, as you may see it: parts of another seat's move that are hidden from you are null until the match ends. With the match's chat as you may read it (`chat`).
         */
        get: operations["MatchesController_getHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a match
         * @description Takes a free seat. A private match needs its inviteCode. The match starts when the last seat is taken.
         */
        post: operations["MatchesController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a match
         * @description Gives up your seat before the match starts (once it has started, resign instead).
         */
        post: operations["MatchesController_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/legal-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your legal moves
         * @description Your legal moves now, each of which can be posted back unchanged as `move`; empty when you need not act. Where a game's moves combine independent choices, `alternatives` gives the other values some fields of a listed move may take (every combination is legal) instead of listing each combination.
         */
        get: operations["MatchesController_legalMoves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a move
         * @description Applies a move decided at `expectedVersion` (409 STALE_VERSION if the match moved on). An illegal move gets 422 with the rule's code. Retrying with the same idempotencyKey returns the first result. Send `game` to have your client check the move's type; leave it out to post back any entry of the legal-moves answer as it is, whatever the match's game.
         */
        post: operations["MatchesController_move"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is on offer
         * @description The standing draw offer, the rematch offer and whether the match may still be aborted.
         */
        get: operations["MatchSocialController_getOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/plies/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the view at a ply
         * @description Your view of the match as it was after ply n (0: the start), replayed from the log.
         */
        get: operations["MatchesController_ply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the match record
         * @description The portable record: options, seats, the move log with its hash chain, and (once the match is over) the seed and every move, so anyone can replay and verify it.
         */
        get: operations["MatchesController_record"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer or accept a rematch
         * @description After a finished match, any player offers a rematch: the same game, options, clock and visibility, each player one seat on. It is a challenge to the other players (rematch_offered); the match starts when all accept. Calling it when another player offered accepts their offer.
         */
        post: operations["MatchSocialController_rematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign
         * @description Ends the match: the other players win. With expectedVersion, only if the match is still at that version.
         */
        post: operations["MatchesController_resign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/takeback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the pending takeback request
         * @description The request to take back a move that waits for answers (404 TAKEBACK_NOT_FOUND when none holds for the match as it is).
         */
        get: operations["CorrespondenceController_pending"];
        put?: never;
        /**
         * Ask to take back your last move
         * @description Only your own move that is the log's last entry, and only where the game says undoing it reveals and hides nothing (409 TAKEBACK_REFUSED otherwise: e.g. a move that turned a card face up). The other players still in the game must accept (POST .../takeback/accept); bots always do. Applied, it is a new `takeback` entry in the log: nothing is erased.
         */
        post: operations["CorrespondenceController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/takeback/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a takeback
         * @description Consents to the pending request; the last consent needed applies it.
         */
        post: operations["CorrespondenceController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/takeback/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a takeback
         * @description Refuses the pending request: it ends, and the asker is told.
         */
        post: operations["CorrespondenceController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description The user the access token belongs to.
         */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My events (Server-Sent Events, or a page)
         * @description Your durable event log. With `Accept: text/event-stream`: a stream of the events after `Last-Event-ID` (header) or `after` (query) — exactly those you missed, in order — then live ones, with a heartbeat comment every EVENT_HEARTBEAT_SECONDS; `event: ready` once caught up; `event: reset` first when the events after your id are no longer kept (EVENT_RETENTION_DAYS): refetch your matches, then go on. Opened with no event id, the stream first sends every turn already waiting for you, most urgent first, as `event: your_turn` frames with no `id:` line (`id` null, `data.pending` true: they are not events of the log), then the events from now on: a bot that starts at any time sees every match in which it must act. Without it: a JSON page of the events after `after`.
         */
        get: operations["MeController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My matches changed since a cursor
         * @description Your matches (seated, or created) that changed after `changedSince`, oldest change first, each with your view: poll with the nextCursor of the last answer to stay in sync cheaply. Changes of the last second come on the next call.
         */
        get: operations["MeController_changed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/mutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My mutes
         * @description The users whose chat messages you do not receive, most recently muted first, a page at a time. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["MutesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/mutes/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mute a user
         * @description Their chat messages no longer reach you: neither in chat reads nor in your events. Answers the first page of your mutes.
         */
        put: operations["MutesController_mute"];
        post?: never;
        /**
         * Unmute a user
         * @description Their chat messages reach you again. Answers the first page of your mutes.
         */
        delete: operations["MutesController_unmute"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/oauth-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My OAuth apps
         * @description The apps you registered, oldest first, a page at a time. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["TokensController_listApps"];
        put?: never;
        /**
         * Register an OAuth app
         * @description Registers an app for "Sign in with Pyramidion": a public client (no secret) that uses the authorization code grant with PKCE S256 at /oauth/authorize and /oauth/token. Redirect URIs are matched exactly.
         */
        post: operations["TokensController_registerApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/oauth-apps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an OAuth app
         * @description Deletes the app; every token issued to it is revoked at once.
         */
        delete: operations["TokensController_deleteApp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your push subscriptions
         * @description Oldest first; their keys are not shown.
         */
        get: operations["PushSubscriptionsController_list"];
        put?: never;
        /**
         * Register a browser's push subscription
         * @description Your notifications go to this subscription (PushSubscription.toJSON() from the browser) from now on. Sent when it is your turn, when a draw is offered to you and when your time runs short (never for your own action), encrypted to the browser (RFC 8291) and signed with the VAPID key (RFC 8292); the decrypted payload is a PushMessage: `{type, eventId, matchId, game, version, title, body, url}`, public facts only. At least once: a notification may come twice (deduplicate on `eventId`). The same endpoint again replaces its keys. A push service that answers 404 or 410 ends the subscription. An endpoint that is not https or resolves to a non-public address is refused (400 PUSH_ENDPOINT_REFUSED); at most PUSH_MAX_PER_USER (409 PUSH_SUBSCRIPTION_LIMIT).
         */
        post: operations["PushSubscriptionsController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/push-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a push subscription
         * @description Nothing more is sent to it.
         */
        delete: operations["PushSubscriptionsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My settings
         * @description Your account settings.
         */
        get: operations["MeController_getSettings"];
        /**
         * Change my settings
         * @description Changes the settings given; the others stay as they are.
         */
        put: operations["MeController_putSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My API tokens
         * @description Your live personal API tokens, newest first, a page at a time, with their last use (to the minute). Secrets are never shown again. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["TokensController_list"];
        put?: never;
        /**
         * Create an API token
         * @description Creates a personal API token with a name, scopes and an optional expiry. Send it as `Authorization: Bearer <token>` on REST, GraphQL and in the graphql-ws connection_init payload; each operation checks its scope (403 INSUFFICIENT_SCOPE names the one missing). The secret is in this answer only: the service keeps its hash.
         */
        post: operations["TokensController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token
         * @description Revokes one of your tokens at once: requests with it are refused (401 TOKEN_REVOKED) and its graphql-ws sockets (close code 4401) and event streams are closed, on every instance.
         */
        delete: operations["TokensController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/turns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My turns
         * @description The active matches, across games, in which you must act now, most urgent first (soonest deadline, none last; then longest waiting), each with your view, your opponents and what happened since you last acted: a page at a time (`limit`, at most 100), follow nextCursor until it is null.
         */
        get: operations["MeController_turns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/upgrade-to-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade my account to a bot account
         * @description Makes this account a bot account, for good. Allowed only before it has played as a person: no seat in an active or finished match (409 BOT_UPGRADE_REFUSED). A bot account is shown as `kind: "bot"` (with `botLevel: null`) in seats and plays only through an API token with the `bot` scope; signing in with the password still works for managing it.
         */
        post: operations["TokensController_upgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/vacation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My vacation
         * @description Your vacation and this year's allowance.
         */
        get: operations["CorrespondenceController_vacation"];
        /**
         * Start or end a vacation
         * @description Days off from now, within VACATION_DAYS_PER_YEAR: the clocks of your seats in every match stand still until the vacation ends (your opponents see it, and get an opponent_on_vacation event). `days: 0` ends it early and gives back the whole days not used.
         */
        put: operations["CorrespondenceController_setVacation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your webhook endpoints
         * @description Your endpoints, oldest first, with whether each is enabled and, when disabled, why. Secrets are not shown.
         */
        get: operations["WebhooksController_list"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers a URL to which your events (of `types`, or all) are POSTed from now on, at least once, retried with exponential backoff for a bounded time. Each delivery is a POST of `{type, timestamp, data}` (data: `eventId`, `userId`, `matchId`, `version` and the event's public fields, never hidden information: fetch your own view of the match) signed per Standard Webhooks: headers `webhook-id` (the same on every attempt: deduplicate on it), `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed with the base64-decoded part of the secret after `whsec_`. The answer carries the signing secret, shown this once. A URL whose host resolves to a private, loopback or link-local address is refused (400 WEBHOOK_URL_REFUSED); at most a few endpoints per user (409 WEBHOOK_LIMIT).
         */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint and its delivery log; nothing more is sent to it.
         */
        delete: operations["WebhooksController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint's delivery log
         * @description The endpoint's deliveries, newest event first, a page at a time: status, attempts, the last answer or error, and when the next attempt is due. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["WebhooksController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a webhook delivery
         * @description Queues the delivery again, due now, whatever its status: the next attempt carries the same webhook-id, so a receiver that already has it can tell. A delivery older than the retry period gets one attempt. The endpoint must be enabled (409 WEBHOOK_DISABLED).
         */
        post: operations["WebhooksController_redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled webhook endpoint
         * @description Turns an endpoint disabled after repeated failures back on, its failure count reset. It receives the events that happen from now on; those of the time it was disabled are in your event log, and its failed deliveries can be redelivered.
         */
        post: operations["WebhooksController_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's VAPID public key
         * @description PushManager.subscribe's `applicationServerKey` (base64url). Made at the service's first start and kept, unless configured (VAPID_PUBLIC_KEY).
         */
        get: operations["PushKeyController_vapidPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/seeks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open seeks
         * @description Open seeks, oldest first, a page at a time. Pass the answer's nextCursor as cursor for the next page.
         */
        get: operations["SeeksController_list"];
        put?: never;
        /**
         * Publish a seek
         * @description An open seek for a match of `game` with these options, players and clock. The server pairs it with compatible open seeks of other users (same game, options, players and clock; oldest first) as soon as there are enough: `matchId` is then set, and every paired user gets seek_paired.
         */
        post: operations["SeeksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/seeks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a seek
         * @description A seek, open or not.
         */
        get: operations["SeeksController_get"];
        put?: never;
        post?: never;
        /**
         * Cancel a seek
         * @description Withdraws your open seek.
         */
        delete: operations["SeeksController_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/seeks/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a seek
         * @description Two players: the match starts at once with the seeker (409 SEEK_NOT_OPEN if someone took it first). 3-5 players: your own compatible seek joins it, and the match starts when enough players have joined.
         */
        post: operations["SeeksController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tournaments
         * @description Public tournaments, or yours (organised or entered), newest first, a page at a time.
         */
        get: operations["TournamentsController_list"];
        put?: never;
        /**
         * Create a tournament
         * @description You organise it (you play only if you join). A private one gets an invite code, shown to you.
         */
        post: operations["TournamentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tournament
         * @description Its standings and every round's boards with their games and record hashes: the tournament record.
         */
        get: operations["TournamentsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter a bot
         * @description The organiser enters one of the service's bots, when the tournament allows bots.
         */
        post: operations["TournamentsController_addBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel
         * @description The organiser cancels it: no further round is paired (games under way go on as ordinary matches).
         */
        post: operations["TournamentsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter a tournament
         * @description Enters you, within its entry limits (rating range, count). Late entry: Swiss and pods take entrants until the last round is paired; they start with 0 points from the next round.
         */
        post: operations["TournamentsController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/rounds/{round}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one round
         * @description One round and a page of its boards, by board number (what GET /v1/tournaments/{id} lists for it, without the other rounds): for a page that follows the round under way.
         */
        get: operations["TournamentsController_round"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start now
         * @description The organiser pairs round 1 now instead of at startsAt.
         */
        post: operations["TournamentsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw
         * @description You are not paired again; your games under way are resigned, and a round-robin scores your remaining games as forfeits.
         */
        post: operations["TournamentsController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's profile
         * @description A user's ratings per game (with the provisional flag), won/lost/drawn counts per game (every finished match, rated or casual), and their finished matches that you may see, most recent first, a page at a time (cursor and limit page the matches). Private matches are listed only to their players and creator.
         */
        get: operations["RatingsController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{username}/ratings/{game}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's rating history in a game
         * @description The user's rating after each rated match of the game, newest first, a page at a time. A private match you may not see appears without its id.
         */
        get: operations["RatingsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    challenge_accepted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The challenge_accepted event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include challenge_accepted (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_challenge_accepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    challenge_cancelled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The challenge_cancelled event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include challenge_cancelled (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_challenge_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    challenge_declined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The challenge_declined event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include challenge_declined (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_challenge_declined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    challenge_expired: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The challenge_expired event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include challenge_expired (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_challenge_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    challenge_received: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The challenge_received event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include challenge_received (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_challenge_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    chat_message: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The chat_message event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include chat_message (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_chat_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    deadline_approaching: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The deadline_approaching event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include deadline_approaching (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_deadline_approaching"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    draw_accepted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The draw_accepted event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include draw_accepted (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_draw_accepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    draw_declined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The draw_declined event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include draw_declined (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_draw_declined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    draw_offered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The draw_offered event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include draw_offered (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_draw_offered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    match_aborted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The match_aborted event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include match_aborted (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_match_aborted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    match_created: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The match_created event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include match_created (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_match_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    match_finished: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The match_finished event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include match_finished (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_match_finished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    match_joined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The match_joined event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include match_joined (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_match_joined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    match_started: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The match_started event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include match_started (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_match_started"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    opponent_on_vacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The opponent_on_vacation event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include opponent_on_vacation (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_opponent_on_vacation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    rematch_offered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rematch_offered event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include rematch_offered (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_rematch_offered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    seek_paired: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The seek_paired event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include seek_paired (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_seek_paired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    takeback_accepted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The takeback_accepted event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include takeback_accepted (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_takeback_accepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    takeback_declined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The takeback_declined event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include takeback_declined (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_takeback_declined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    takeback_requested: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The takeback_requested event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include takeback_requested (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_takeback_requested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    time_added: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The time_added event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include time_added (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_time_added"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tournament_cancelled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tournament_cancelled event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include tournament_cancelled (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_tournament_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tournament_finished: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tournament_finished event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include tournament_finished (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_tournament_finished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tournament_paired: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tournament_paired event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include tournament_paired (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_tournament_paired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tournament_round_started: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tournament_round_started event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include tournament_round_started (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_tournament_round_started"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    webhook_disabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The webhook_disabled event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include webhook_disabled (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_webhook_disabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    your_turn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The your_turn event, sent to your endpoint
         * @description Sent to each enabled endpoint of yours whose `types` include your_turn (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.
         */
        post: operations["webhook_your_turn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description Aborting needs no body; send expectedVersion to abort only if nothing happened since. */
        AbortRequest: {
            /** @description Abort only if the match is still at this version. */
            expectedVersion?: number;
        };
        /** @description A bot for a free seat of an open match. */
        AddBotRequest: {
            /** @description The bot's level: 1 plays a random legal move, 2 the best move one ply ahead, 3 and up search with growing budgets (GET /v1/games lists each game's highest level). */
            level: number;
            /** @description The seat to give it; omitted: the lowest free seat. */
            seat?: number;
        };
        /** @description Grant an opponent more time. */
        AddTimeRequest: {
            /** @description Only if the match is still at this version. */
            expectedVersion?: number;
            /** @description The opponent's seat that gets the time. */
            seat: number;
            /** @description Seconds to add (1 minute to 7 days): they go into the seat's time bank and are kept until spent. */
            seconds: number;
        };
        /** @description A bot to enter (organiser only, when botsAllowed). */
        AddTournamentBotRequest: {
            /** @description The bot's level (1 to the game's maximum). */
            level: number;
        };
        /** @description Create a match of Pyramid (Simon Allmer). */
        AllmerPyramidCreateMatchRequestInput: {
            /** @description A time bank per seat (0 to 60 days): spent only on time beyond the per-move allowance (all of a decision's time without one); when a seat's bank is empty too, it loses on time. */
            bankSeconds?: number;
            /** @description Seats to give to bots at once (each seat at most once). You take the lowest seat left, unless `spectate` is true. Default: []. */
            bots?: components["schemas"]["BotSeat"][];
            /** @description A correspondence clock in days per move, as on Lichess: 1, 2, 3, 5, 7, 10 or 14 (instead of timeLimitSeconds). */
            daysPerMove?: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "allmer-pyramid";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). Default: true in a casual match, false in a rated one; `rated: true` with `hints: true` is refused (VALIDATION_FAILED): rated matches give no engine help (README, "Hints and fair play"). Recorded with the match. */
            hints?: boolean;
            /** @description Added to a seat's time bank after each of its moves (0 to 14 days). */
            incrementSeconds?: number;
            /** @description The options; omitted fields (or all of them) take their defaults. */
            options?: components["schemas"]["AllmerPyramidOptions"];
            /** @description True: a rated match (the players' Glicko-2 ratings in this game change when it ends); false: casual. Refused (RATED_NOT_ALLOWED) for one-player matches and matches with the service's bots. Recorded with the match. Default: false. */
            rated?: boolean;
            /** @description Number of seats; defaults to the game's minimum. */
            seats?: number;
            /** @description True: you take no seat (to watch bots play each other, or to open a match for others). You may still see the match and add bots. Default: false. */
            spectate?: boolean;
            /** @description A correspondence clock: seconds each decision may take (60 s to 30 days). When it runs out, the seats that had to act lose. Omitted: no clock. */
            timeLimitSeconds?: number;
            /** @description Who may see the match. Default: "public". */
            visibility?: components["schemas"]["Visibility"];
        };
        AllmerPyramidField: {
            /** @description Grid column 0–6; column 0 is file a. */
            col: number;
            /** @description Field name, e.g. "d4". */
            field: string;
            /** @description Height of the field: 0 outer ring … 3 apex. */
            level: number;
            /** @description Grid row 0–6; row 0 is rank 7 (Black's home row). */
            row: number;
            /** @description The stone on the field, or null. */
            stone: ("white" | "black") | null;
            /** @description One of the four victory fields (the corners of level 2). */
            victory: boolean;
        };
        /**
         * @description A field: file a–g (west to east) and rank 1–7 (White's home row is rank 1).
         * @enum {string}
         */
        AllmerPyramidFieldName: "a7" | "b7" | "c7" | "d7" | "e7" | "f7" | "g7" | "a6" | "b6" | "c6" | "d6" | "e6" | "f6" | "g6" | "a5" | "b5" | "c5" | "d5" | "e5" | "f5" | "g5" | "a4" | "b4" | "c4" | "d4" | "e4" | "f4" | "g4" | "a3" | "b3" | "c3" | "d3" | "e3" | "f3" | "g3" | "a2" | "b2" | "c2" | "d2" | "e2" | "f2" | "g2" | "a1" | "b1" | "c1" | "d1" | "e1" | "f1" | "g1";
        /** @description The last move played, as everyone saw it. */
        AllmerPyramidLastMove: {
            /**
             * @description Colour of the stone that moved.
             * @enum {string}
             */
            color: "white" | "black";
            /** @description Lowest corner from which a pushed stone fell off, if any. */
            fell: string | null;
            /** @description Field the stone left. */
            from: string;
            /** @description Fields whose stones Osiris removed after the move. */
            osiris: string[];
            /** @description Seat that moved (0 White, 1 Black). */
            seat: number;
            /** @description Field where a stone was smashed, if any. */
            smashed: string | null;
            /** @description Field the stone reached. */
            to: string;
            /**
             * @description How the stone moved.
             * @enum {string}
             */
            type: "run" | "jump" | "push";
        };
        /** @description Your legal moves in a match of Pyramid (Simon Allmer). Each entry of `moves` can be posted back unchanged as `move`; so can an entry with some fields replaced by one tuple of each of its `alternatives`, and an `anyOrder` field may also be reordered freely. */
        AllmerPyramidLegalMoves: {
            /** @description Other values some fields of a listed move may take: the legal moves are the listed ones with any combination of their alternatives (each legal move once). Empty for games whose moves are all listed. */
            alternatives: components["schemas"]["MoveAlternatives"][];
            /** @description Array fields whose elements may be sent in any order: each ordering is a legal move, listed once. */
            anyOrder: components["schemas"]["AnyOrderField"][];
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "allmer-pyramid";
            /** @description Moves of this game; empty when you need not act now. Post one back as `move` with this `game`. */
            moves: components["schemas"]["AllmerPyramidMove"][];
            /** @description Your seat, or null when you have none. */
            seat: number | null;
            /** @description The match version these moves are legal at: send it as expectedVersion. */
            version: number;
        };
        /** @description A match of Pyramid (Simon Allmer), with your view of it. */
        AllmerPyramidMatch: {
            /** @description True when the server plays your seat's forced moves (your only legal move, where that reveals nothing): this match's choice, else your setting. False for spectators. */
            autoPlay: boolean;
            /** @description The clock policy and each seat's clock; null when the match runs no clock. */
            clock: components["schemas"]["MatchClock"] | null;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description When the pending decision times out (ISO 8601); null when no clock runs. */
            deadline: string | null;
            /** @description The version at which the pending decision opened. In a simultaneous decision, other seats committing their hidden choices bump `version` but not this: a move sent with any expectedVersion from decisionVersion to version is accepted. */
            decisionVersion: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "allmer-pyramid";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). */
            hints: boolean;
            /** @description Match id. */
            id: string;
            /** @description Private matches, for their players only: the code another user presents to join (POST /join with {inviteCode}). */
            inviteCode: string | null;
            options: components["schemas"]["AllmerPyramidOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description Number of entries in the move log. */
            ply: number;
            /** @description Rated (the players' ratings change when it ends) or casual. */
            rated: boolean;
            seats: components["schemas"]["MatchSeat"][];
            /** @description The seed, revealed when the match ends. */
            seed: string | null;
            /** @description sha256 of the secret seed, published at creation. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
            /** @description Seconds each decision may take; null: no clock. */
            timeLimitSeconds: number | null;
            /** @description Seats that must act now. */
            toAct: number[];
            /** @description ISO 8601; the time of the last change. */
            updatedAt: string;
            /** @description Bumped by every change; send it back as expectedVersion. */
            version: number;
            /** @description Your view of the game; null until the match starts. */
            view: components["schemas"]["AllmerPyramidView"] | null;
            visibility: components["schemas"]["Visibility"];
            /** @description Your seat, or null when you watch as a spectator. */
            yourSeat: number | null;
            /** @description True when your seat is in toAct. */
            yourTurn: boolean;
        };
        /** @description The portable record of a match of Pyramid (Simon Allmer). */
        AllmerPyramidMatchRecord: {
            /**
             * @description Record format; 2 salts the hash chain (see hashChain).
             * @enum {string}
             */
            format: "pyramidion-record/1" | "pyramidion-record/2";
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "allmer-pyramid";
            /** @description How each hash is computed. */
            hashChain: string;
            /** @description Whether players could ask for hints during the match. */
            hints: boolean;
            /** @description Match id. */
            matchId: string;
            moves: components["schemas"]["AllmerPyramidRecordEntry"][];
            options: components["schemas"]["AllmerPyramidOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description The current position in the game's text notation, where it has one (allmer-pyramid); for hidden-information games only once the match is over. */
            position: string | null;
            /** @description Whether the match was rated (its end changed the players' ratings). */
            rated: boolean;
            /** @description The rules version the match is played under. */
            rulesVersion: number;
            seats: components["schemas"]["RecordSeat"][];
            /** @description The seed, once the match is over. */
            seed: string | null;
            /** @description sha256 of the secret seed. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
        };
        AllmerPyramidMove: components["schemas"]["AllmerPyramidMoveRun"] | components["schemas"]["AllmerPyramidMoveJump"] | components["schemas"]["AllmerPyramidMovePush"];
        /** @description JUMP: the stone climbs to the empty adjacent field one level higher. */
        AllmerPyramidMoveJump: {
            /** @description The field of the stone that moves. */
            from: components["schemas"]["AllmerPyramidFieldName"];
            /** @description The field one level up. */
            to: components["schemas"]["AllmerPyramidFieldName"];
            /** @constant */
            type: "jump";
        };
        /** @description PUSH: the stone takes the place of the adjacent stone on `to`, which is pushed one field further. */
        AllmerPyramidMovePush: {
            /** @description The field of the stone that moves. */
            from: components["schemas"]["AllmerPyramidFieldName"];
            /** @description The field of the stone being pushed; the pusher ends here. */
            to: components["schemas"]["AllmerPyramidFieldName"];
            /** @constant */
            type: "push";
        };
        /** @description A move in a match of Pyramid (Simon Allmer). */
        AllmerPyramidMoveRequest: {
            /** @description The match version this move was decided on; a stale one gets 409. */
            expectedVersion: number;
            /**
             * @description The match's game. Optional: typed clients send it to select the move type.
             * @constant
             */
            game?: "allmer-pyramid";
            /** @description Retrying with the same key returns the first result. */
            idempotencyKey?: string;
            move: components["schemas"]["AllmerPyramidMove"];
        };
        /** @description RUN: the stone moves straight through empty fields of its level or down, stopping on `to` (smashing a stone on a lower `to`). */
        AllmerPyramidMoveRun: {
            /** @description The field of the stone that moves. */
            from: components["schemas"]["AllmerPyramidFieldName"];
            /** @description The field where the stone stops (or smashes). */
            to: components["schemas"]["AllmerPyramidFieldName"];
            /** @constant */
            type: "run";
        };
        AllmerPyramidOptions: {
            /** @description The game is drawn after this many consecutive plies in which no stone left the board (smash, fall or Osiris); 0 turns the limit off. Left out: 200 under the current rules (version 2; the rules document, ruling R9); off under rules version 1. */
            noRemovalLimit?: number;
        };
        /** @description The push-back ban in force this turn. */
        AllmerPyramidPushBan: {
            /** @description The stone that was just pushed. */
            from: string;
            /** @description The stone that pushed it, which it may not push back this turn. */
            to: string;
        };
        /** @description An entry of the move log with its hash. */
        AllmerPyramidRecordEntry: {
            /** @description True when the server played it for the seat: its only legal move, auto-played because the player opted in (it revealed nothing). */
            auto: boolean;
            /** @description Withheld (null) while it could reveal a hidden move. */
            hash: string | null;
            /**
             * @description A move, a resignation, a seat running out of time (in a game that goes on without a seat that left, play continues), a takeback (the move just before it undone with the opponents' consent), an abort (before every seat had moved) or a draw agreed by the players.
             * @enum {string}
             */
            kind: "move" | "resign" | "timeout" | "takeback" | "abort" | "draw";
            move: components["schemas"]["AllmerPyramidMove"] | null;
            /** @description 1-based position in the move log. */
            ply: number;
            /** @description The seat that acted. */
            seat: number;
        };
        /** @description How the game ended. */
        AllmerPyramidResult: {
            /** @description True when the game was drawn. */
            draw: boolean;
            /** @description Why the game ended. */
            reason: string;
            /** @description Winning seats; empty for a draw. */
            winners: number[];
        };
        /** @description Stones left on the board per colour. */
        AllmerPyramidStoneCounts: {
            /** @description Black stones on the board. */
            black: number;
            /** @description White stones on the board. */
            white: number;
        };
        AllmerPyramidStoneMoves: {
            /** @description The stone that can move. */
            from: string;
            /** @description Fields it can JUMP to. */
            jump: string[];
            /** @description Fields of stones it can PUSH. */
            push: string[];
            /** @description Fields it can RUN to (send {type:"run", from, to}). */
            run: string[];
        };
        AllmerPyramidVictoryCounts: {
            /** @description Victory fields Black occupies. */
            black: number;
            /** @description Victory fields White occupies. */
            white: number;
        };
        /** @description What a seat or spectator sees of an Allmer pyramid match: the whole board (nothing is hidden). */
        AllmerPyramidView: {
            /** @description Colour to move, null when the game is over. */
            colorToMove: ("white" | "black") | null;
            /** @description All 49 fields, rank 7 first, file a first within a rank. */
            fields: components["schemas"]["AllmerPyramidField"][];
            /** @description The last move played, null before the first. */
            lastMove: components["schemas"]["AllmerPyramidLastMove"] | null;
            /** @description The viewer's legal moves grouped by stone; empty unless it is the viewer's turn. */
            legalMoves: components["schemas"]["AllmerPyramidStoneMoves"][];
            /** @description 0 when off. */
            noRemovalLimit: number;
            /** @description Moves since a stone last left the board (for the no-removal limit). */
            pliesWithoutRemoval: number;
            /** @description Moves played so far. */
            ply: number;
            /** @description The position in Pyramid notation: "<board> <side> <ban>" (see the rules doc). */
            position: string;
            /** @description The push-back ban in force this turn, if any. */
            pushBackBan: components["schemas"]["AllmerPyramidPushBan"] | null;
            /** @description How many times the current position has occurred (3 ends the game). */
            repetitions: number;
            /** @description How the game ended, null while it goes on. */
            result: components["schemas"]["AllmerPyramidResult"] | null;
            /** @description The rules version this match is played under (1 or 2; rules.md, Rules versions). */
            rulesVersion: number;
            stones: components["schemas"]["AllmerPyramidStoneCounts"];
            /** @description Seat to move (0 White, 1 Black), null when the game is over. */
            toMove: number | null;
            /** @description How many of the four victory fields each colour occupies. */
            victoryFieldsHeld: components["schemas"]["AllmerPyramidVictoryCounts"];
            /** @description The viewer's seat, null for a spectator. */
            yourSeat: number | null;
        };
        /** @description A move in a match of any game, without `game`: post back an entry of the legal-moves answer as `move`, whatever the match's game (a bot that plays every game). */
        AnyGameMoveRequest: {
            /** @description The match version this move was decided on; a stale one gets 409. */
            expectedVersion: number;
            game?: never;
            /** @description Retrying with the same key returns the first result. */
            idempotencyKey?: string;
            /** @description Any game's move, e.g. an entry of GET /v1/matches/{id}/legal-moves: the server checks it against the match's game. */
            move: components["schemas"]["GameMove"];
        };
        /** @description An array field of a legal move whose elements may be sent in any order. */
        AnyOrderField: {
            /** @description Name of an array field of that move. */
            field: string;
            /** @description Index into the legal moves. */
            move: number;
        };
        /** @description A personal API token (its secret is shown only when it is created). */
        ApiToken: {
            /** @description ISO 8601. */
            createdAt: string;
            /** @description ISO 8601; null: never. */
            expiresAt: string | null;
            /** @description Token id (to revoke it). */
            id: string;
            /** @description ISO 8601, to the minute (written at most once a minute); null: never used. */
            lastUsedAt: string | null;
            /** @description Its name. */
            name: string;
            /** @description Its scopes. */
            scopes: components["schemas"]["Scope"][];
        };
        /** @description Your personal API tokens, a page at a time. */
        ApiTokenList: {
            /** @description Your live tokens, newest first. */
            items: components["schemas"]["ApiToken"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description A session: its tokens and its user. */
        AuthResult: {
            /** @description JWT for `Authorization: Bearer`, GraphQL HTTP and the graphql-ws connection_init payload. */
            accessToken: string;
            /** @description Seconds. */
            accessTokenExpiresIn: number;
            /** @description Single use: each refresh returns a new one; a reused token revokes the whole session. */
            refreshToken: string;
            /** @description The signed-in user. */
            user: components["schemas"]["User"];
        };
        /** @description Whether the server plays your forced moves in this match. */
        AutoPlayRequest: {
            /** @description true or false for this match; null: follow your setting (PUT /v1/me/settings). */
            enabled: boolean | null;
        };
        /** @description One of the service's bot levels in a game, with its rating. */
        BotRating: {
            /** @description Matches its rating counts (a seed imported from a bot ladder counts none). */
            games: number;
            /** @description The bot level (POST /v1/matches `bots[].level`). */
            level: number;
            /** @description True while the deviation is above 110. */
            provisional: boolean;
            /** @description Its Glicko-2 rating in this game: one per level, from the casual matches every copy of it played against people and other levels (docs/bots.md, 'Bot ratings'). */
            rating: number;
            /** @description Rating deviation: how uncertain the rating is. */
            rd: number;
            /** @description The name it plays under (Bot L<level>; a second copy in one match is Bot L<level> #2). */
            username: string;
        };
        /** @description A seat given to one of the service's bots. */
        BotSeat: {
            /** @description The bot's level: 1 plays a random legal move, 2 the best move one ply ahead, 3 and up search with growing budgets (GET /v1/games lists each game's highest level). */
            level: number;
            /** @description The seat the bot takes (0-based). */
            seat: number;
        };
        /** @description The account, now a bot account. */
        BotUpgrade: {
            /** @description User id. */
            id: string;
            /**
             * @description Now `bot`.
             * @constant
             */
            kind: "bot";
            /** @description The account name. */
            username: string;
        };
        /** @description A challenge to named users (or a rematch offer): the match starts when all have accepted. */
        Challenge: {
            /** @description The challenger's username (who offered the rematch). */
            challenger: string;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description When it expires if still pending (ISO 8601). */
            expiresAt: string;
            /** @description The game id. */
            game: string;
            /** @description Whether players may ask for hints. */
            hints: boolean;
            /** @description Challenge id. */
            id: string;
            /**
             * @description rematch: offered after a finished match (rematchOf), seats rotated.
             * @enum {string}
             */
            kind: "challenge" | "rematch";
            /** @description The match it started, once everyone accepted. */
            matchId: string | null;
            /** @description The parsed options. */
            options: {
                [key: string]: unknown;
            };
            /** @description For a rematch: the finished match it replays. */
            rematchOf: string | null;
            /** @description Players in the match. */
            seatCount: number;
            /** @description Every seat, the challenger included. */
            seats: components["schemas"]["ChallengeSeat"][];
            status: components["schemas"]["ChallengeStatus"];
            /** @description Seconds per decision; null: no clock. */
            timeLimitSeconds: number | null;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description Challenges you sent or received. */
        ChallengeList: {
            /** @description Newest first. */
            items: components["schemas"]["Challenge"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description A seat of a challenge, its user and their answer. */
        ChallengeSeat: {
            /** @description The reason given with a decline. */
            reason: string | null;
            /**
             * @description Their answer (the challenger's is accepted).
             * @enum {string}
             */
            response: "pending" | "accepted" | "declined";
            /** @description The seat this user takes in the match. */
            seat: number;
            /** @description User id. */
            userId: string;
            /** @description Their username. */
            username: string;
        };
        /**
         * @description pending: waiting for answers; accepted: everyone accepted and the match started (matchId); declined: someone declined; cancelled by the challenger; expired unanswered.
         * @enum {string}
         */
        ChallengeStatus: "pending" | "accepted" | "declined" | "cancelled" | "expired";
        /** @description Your matches that changed since a cursor. */
        ChangedMatches: {
            /** @description Your matches (seated or created) that changed after the cursor, oldest change first. */
            items: components["schemas"]["Match"][];
            /** @description Send as changedSince next time; null when you have no match yet. Changes of the last second are listed on the next call. */
            nextCursor: string | null;
        };
        /** @description The chat of a match, as you may read it, a page at a time. */
        ChatList: {
            /** @description Oldest first: the rooms you may read, without the users you muted. */
            items: components["schemas"]["ChatMessage"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description A chat message of a match. */
        ChatMessage: {
            /** @description The text. */
            body: string;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description Message id. */
            id: string;
            room: components["schemas"]["ChatRoom"];
            /** @description Who wrote it. */
            username: string;
        };
        /** @description A chat message for a room of the match. */
        ChatPostInput: {
            /** @description The message (at most CHAT_MAX_LENGTH characters). */
            body: string;
            /** @description Default: "players". */
            room?: components["schemas"]["ChatRoom"];
        };
        /**
         * @description players: the players' room, seen by the players only; spectators: seen by everyone who may see the match.
         * @enum {string}
         */
        ChatRoom: "players" | "spectators";
        /** @description A personal API token to create. */
        CreateApiTokenRequest: {
            /** @description Days until it expires (1 to 3650); omitted: it does not expire. */
            expiresInDays?: number;
            /** @description A name to recognise the token by (1 to 100 characters). */
            name: string;
            /** @description The scopes the token has (at least one). */
            scopes: components["schemas"]["Scope"][];
        };
        /** @description A challenge to named users. */
        CreateChallengeRequestInput: {
            /** @description How long the challenge waits for answers; default CHALLENGE_EXPIRY_MINUTES. Then it expires. */
            expiresInMinutes?: number;
            /** @description A game id from GET /v1/games. */
            game: string;
            /** @description Whether players may ask for hints in the match. Default: true. */
            hints?: boolean;
            /** @description The game's options; omitted fields take their defaults. Default: {}. */
            options?: {
                [key: string]: unknown;
            };
            /** @description A correspondence clock, as in POST /v1/matches: seconds each decision may take. Omitted: no clock. */
            timeLimitSeconds?: number;
            /** @description The usernames you challenge: one for a two-player game, several for a game of 3-5 players. They take seats 1, 2, ... in this order; you take seat 0. */
            users: string[];
            /** @description Who may see the match once it starts. Default: "public". */
            visibility?: components["schemas"]["Visibility"];
        };
        /** @description Create a match: `game` selects the options' type. */
        CreateMatchRequestInput: components["schemas"]["PyramidSolitaireCreateMatchRequestInput"] | components["schemas"]["SabotageCreateMatchRequestInput"] | components["schemas"]["NosVigilanCreateMatchRequestInput"] | components["schemas"]["ZigguratCreateMatchRequestInput"] | components["schemas"]["AllmerPyramidCreateMatchRequestInput"];
        /** @description An app to register for "Sign in with Pyramidion" (a public client: PKCE, no secret). */
        CreateOAuthClientRequest: {
            /** @description The app name shown on the consent page. */
            name: string;
            /** @description Where codes may be sent; matched exactly. */
            redirectUris: string[];
        };
        /** @description A browser's push subscription (PushSubscription.toJSON()), to be sent your notifications. */
        CreatePushSubscriptionInput: {
            /** @description The push service's URL for this browser (PushSubscription.endpoint): https, a public host. */
            endpoint: string;
            /** @description PushSubscription.toJSON().keys. */
            keys: {
                /** @description The 16-byte authentication secret (base64url). */
                auth: string;
                /** @description The browser's P-256 public key (uncompressed point, base64url): the payload is encrypted to it (RFC 8291). */
                p256dh: string;
            };
        };
        /** @description An open seek: the server pairs it with compatible seeks (same game, options, players and clock) or someone accepts it. */
        CreateSeekRequestInput: {
            /** @description A game id from GET /v1/games. */
            game: string;
            /** @description The game's options; omitted fields take their defaults. Default: {}. */
            options?: {
                [key: string]: unknown;
            };
            /** @description Players in the match, you included; default the game's minimum. */
            seats?: number;
            /** @description A correspondence clock, as in POST /v1/matches: seconds each decision may take. Omitted: no clock. */
            timeLimitSeconds?: number;
        };
        /** @description A new tournament; you are its organiser (you do not play unless you join). */
        CreateTournamentRequestInput: {
            /** @description Whether the organiser may enter the service's bots (POST .../bots). Default: false. */
            botsAllowed?: boolean;
            format: components["schemas"]["TournamentFormat"];
            /** @description A game id from GET /v1/games. */
            game: string;
            /** @description Entries accepted (default 64, at most 1000). Default: 64. */
            maxEntrants?: number;
            /** @description Entry limit: rating at most this. */
            maxRating?: number;
            /** @description Entry limit: the entrant's rating in this game at least this (unrated players count 1500). */
            minRating?: number;
            /** @description Shown in lists. */
            name: string;
            /** @description The game's options for every game; omitted fields take their defaults. Default: {}. */
            options?: {
                [key: string]: unknown;
            };
            /** @description Whether games between people are rated (games with a bot never are). Default: false. */
            rated?: boolean;
            /** @description A schedule: round r runs from startsAt + (r-1) x roundSeconds to its deadline startsAt + r x roundSeconds; games unfinished at the deadline are lost by the seat(s) to act. Omitted: each round starts when the last game of the previous one ends. */
            roundSeconds?: number;
            /** @description Rounds to play (Swiss, pods and duplicate; required there). Round-robin: every pairing once (twice for double), this field ignored. */
            rounds?: number;
            /**
             * Format: date-time
             * @description When round 1 is paired (omitted: when the organiser starts it, POST .../start).
             */
            startsAt?: string;
            /** @description A correspondence clock for every game: seconds each decision may take. */
            timeLimitSeconds?: number;
            /** @description public: listed and open to all; private: joined with the invite code the organiser receives. Default: "public". */
            visibility?: components["schemas"]["Visibility"];
        };
        /** @description A webhook endpoint to register. */
        CreateWebhookRequestInput: {
            /** @description The event types to send; empty or omitted: every type. Default: []. */
            types?: components["schemas"]["UserEventType"][];
            /** @description Where to POST the events: an http(s) URL of a public host (private, loopback and link-local addresses are refused), without credentials or fragment. */
            url: string;
        };
        /** @description The token created, with its secret (shown only here). */
        CreatedApiToken: {
            /** @description ISO 8601. */
            createdAt: string;
            /** @description ISO 8601; null: never. */
            expiresAt: string | null;
            /** @description Token id (to revoke it). */
            id: string;
            /** @description ISO 8601, to the minute (written at most once a minute); null: never used. */
            lastUsedAt: string | null;
            /** @description Its name. */
            name: string;
            /** @description Its scopes. */
            scopes: components["schemas"]["Scope"][];
            /** @description The secret, `pyr_...`: send it as `Authorization: Bearer <token>`. Shown this once; only its hash is kept. */
            token: string;
        };
        /** @description The endpoint registered, with its signing secret (shown only here). */
        CreatedWebhook: {
            /** @description ISO 8601. */
            createdAt: string;
            /** @description False once disabled after repeated failed deliveries (POST .../enable turns it back on). */
            enabled: boolean;
            /** @description Webhook endpoint id. */
            id: string;
            /** @description The signing secret, `whsec_` and the base64 of the key (Standard Webhooks). Shown this once: keep it. */
            secret: string;
            /** @description The event types sent; empty: every type. */
            types: components["schemas"]["UserEventType"][];
            /** @description Where the events are POSTed. */
            url: string;
        };
        /** @description A username and password. */
        Credentials: {
            /** @description 8 to 256 characters. */
            password: string;
            /** @description Unique, case-insensitive. 3-32 characters: letters, digits, _ or -. */
            username: string;
        };
        /**
         * @description A Decktet card id: "ace-<suit>" for an Ace, otherwise the card's name in lower case with hyphens ("huntress", "author", "chance-meeting", "excuse", "watchman", "light-keeper").
         * @enum {string}
         */
        DecktetCard: "ace-moons" | "ace-suns" | "ace-waves" | "ace-leaves" | "ace-wyrms" | "ace-knots" | "author" | "desert" | "origin" | "journey" | "painter" | "savage" | "mountain" | "sailor" | "battle" | "forest" | "discovery" | "soldier" | "lunatic" | "penitent" | "market" | "chance-meeting" | "castle" | "cave" | "diplomat" | "mill" | "betrayal" | "pact" | "darkness" | "merchant" | "huntress" | "bard" | "sea" | "end" | "calamity" | "windfall" | "excuse" | "watchman" | "harvest" | "light-keeper" | "borderland" | "consul" | "rite" | "island" | "window";
        /** @description Declining needs no body; a reason is shown to the others. */
        DeclineRequest: {
            /** @description Why (shown to the others), e.g. "too busy" or "other clock please". */
            reason?: string;
        };
        /** @description A draw offer, or an answer to one. */
        DrawAction: {
            /**
             * @description offer a draw; accept or decline another player's offer.
             * @enum {string}
             */
            action: "offer" | "accept" | "decline";
        };
        /** @description A pending draw offer. */
        DrawOffer: {
            /** @description Seats that accepted so far (3+ players: every other seat must). */
            acceptedBy: number[];
            /** @description ISO 8601. */
            createdAt: string;
            /** @description The ply at which it was offered; it lapses at the offerer's next move. */
            ply: number;
            /** @description The seat that offered. */
            seat: number;
            /** @description Who offered. */
            username: string;
        };
        /** @description A page of your events, for clients that poll. */
        EventPage: {
            /** @description True when events after `after` are no longer kept (or it was never issued): refetch your matches (GET /v1/me/matches) and go on from lastEventId. */
            expired: boolean;
            /** @description Events after `after`, oldest first. */
            items: components["schemas"]["UserEvent"][];
            /** @description The id to send as `after` next time. */
            lastEventId: string;
        };
        /** @description The exact answer, for games a solver decides (Pyramid Solitaire). */
        ExactAnalysis: {
            /** @description True when every solver call was decided within its budget of positions. */
            decided: boolean;
            /** @description The ply of the first move after which the game could no longer be won; null if it never became lost, was not winnable at the start, or was not decided. */
            lostAtPly: number | null;
            /** @description Whether the game could be won from its first position (the deal as dealt), by the exact solver on the revealed deal. */
            winnableAtStart: components["schemas"]["SolveStatus"];
        };
        /**
         * @description A French-deck card: rank (A,2-9,T,J,Q,K) then suit (C,D,H,S), e.g. "QS", "TD".
         * @enum {string}
         */
        FrenchCard: "AC" | "2C" | "3C" | "4C" | "5C" | "6C" | "7C" | "8C" | "9C" | "TC" | "JC" | "QC" | "KC" | "AD" | "2D" | "3D" | "4D" | "5D" | "6D" | "7D" | "8D" | "9D" | "TD" | "JD" | "QD" | "KD" | "AH" | "2H" | "3H" | "4H" | "5H" | "6H" | "7H" | "8H" | "9H" | "TH" | "JH" | "QH" | "KH" | "AS" | "2S" | "3S" | "4S" | "5S" | "6S" | "7S" | "8S" | "9S" | "TS" | "JS" | "QS" | "KS";
        /**
         * @description The id of a hosted game (GET /v1/games).
         * @enum {string}
         */
        GameId: "pyramid-solitaire" | "sabotage" | "nos-vigilan" | "ziggurat" | "allmer-pyramid";
        /** @description A hosted game: who can play it, its options and its moves. */
        GameInfo: {
            /** @description Its bot levels, 1 to maxBotLevel, each with its rating in this game (empty: no bot). */
            bots: components["schemas"]["BotRating"][];
            /** @description The options a match gets when it sends none. */
            defaultOptions: components["schemas"]["GameOptions"];
            /** @description True when the rules can end a match drawn: only then may players offer a draw (POST /v1/matches/{id}/draw). */
            drawPossible: boolean;
            /** @description True when some seat may not see part of the game. */
            hiddenInformation: boolean;
            id: components["schemas"]["GameId"];
            /** @description The highest bot level of this game (bots play levels 1 to this; 0: no bot). */
            maxBotLevel: number;
            /** @description Most seats. */
            maxPlayers: number;
            /** @description Fewest seats. */
            minPlayers: number;
            /** @description JSON Schema of one move. */
            moveSchema: {
                [key: string]: unknown;
            };
            /** @description Its cards, suits, ranks, factions or stones, named in English and Spanish, by the codes its views and moves use. */
            names: components["schemas"]["TermNames"][];
            /** @description JSON Schema of the options. */
            optionsSchema: {
                [key: string]: unknown;
            };
            /** @description True when the game shuffles or draws. */
            randomness: boolean;
            /** @description Path of the rules document in the source repository; GET /v1/games/{gameId}/rules serves it. */
            rulesDoc: string;
            /** @description The languages its rules are written in, English first (GET /v1/games/{gameId}/rules?lang=; any other is served in English). */
            rulesLanguages: components["schemas"]["RulesLanguage"][];
            /** @description The rules version new matches are created with. */
            rulesVersion: number;
            /** @description True when several seats may have to act at once. */
            simultaneousMoves: boolean;
            /** @description One sentence about it. */
            summary: string;
            /** @description Its name. */
            title: string;
        };
        /** @description A move of one of the games. */
        GameMove: components["schemas"]["PyramidSolitaireMove"] | components["schemas"]["SabotageMove"] | components["schemas"]["NosVigilanMove"] | components["schemas"]["ZigguratMove"] | components["schemas"]["AllmerPyramidMove"];
        /** @description The options of one of the games. */
        GameOptions: components["schemas"]["PyramidSolitaireOptions"] | components["schemas"]["SabotageOptions"] | components["schemas"]["NosVigilanOptions"] | components["schemas"]["ZigguratOptions"] | components["schemas"]["AllmerPyramidOptions"];
        /** @description A player's rating and results in one game. */
        GameStanding: {
            /** @description Finished matches drawn. */
            drawn: number;
            /** @description The game id. */
            game: string;
            /** @description Finished matches lost (also when nobody at the table won). */
            lost: number;
            /** @description When the last match ended (ISO 8601). */
            playedAt: string | null;
            /** @description True while the deviation is above 110: the rating is still a rough estimate, and the player is not on leaderboards. */
            provisional: boolean;
            /** @description When the last rated match ended (ISO 8601); null if none. */
            ratedAt: string | null;
            /** @description Rated matches finished. */
            ratedMatches: number;
            /** @description Glicko-2 rating (1500 for a new player). */
            rating: number;
            /** @description Rating deviation: how uncertain the rating is (350 for a new player; it shrinks with each rated match). */
            rd: number;
            /** @description Glicko-2 volatility: how erratic the results have been. */
            volatility: number;
            /** @description Finished matches (rated or casual) won. */
            won: number;
        };
        /** @description The caller's view of the game (their seat's, or a spectator's); which one follows from `game`. */
        GameView: components["schemas"]["PyramidSolitaireView"] | components["schemas"]["SabotageView"] | components["schemas"]["NosVigilanView"] | components["schemas"]["ZigguratView"] | components["schemas"]["AllmerPyramidView"];
        /** @description A move suggested by the game's bot from your view only: it knows nothing you do not. */
        Hint: {
            /** @description The match's game (the type of `move`). */
            game: components["schemas"]["GameId"];
            /** @description The level of the bot that chose the move (lower than asked only if the search ran out of time). */
            level: number;
            /** @description The suggested move, one of your legal moves; it can be posted back unchanged. */
            move: components["schemas"]["GameMove"];
            /** @description Your seat. */
            seat: number;
            /** @description The match version the hint is for: send it as expectedVersion if you play the move. */
            version: number;
        };
        /** @description The move log, oldest first, as you may see it, and the chat. */
        History: {
            /** @description The first page (up to 500) of the match's chat as you may read it (as GET /v1/matches/{id}/chat), oldest first. */
            chat: components["schemas"]["ChatMessage"][];
            /** @description Pass it as `cursor` to GET /v1/matches/{id}/chat for the rest of the chat; null when `chat` is all of it. */
            chatNextCursor: string | null;
            entries: components["schemas"]["HistoryEntry"][];
            /** @description The match version the history was read at. */
            version: number;
        };
        /** @description An entry of the move log, as you may see it. */
        HistoryEntry: {
            /** @description ISO 8601. */
            at: string;
            /** @description True when the server played it for the seat: its only legal move, auto-played because the player opted in (it revealed nothing). */
            auto: boolean;
            /**
             * @description A move, a resignation, a seat running out of time (in a game that goes on without a seat that left, play continues), a takeback (the move just before it undone with the opponents' consent), an abort (before every seat had moved) or a draw agreed by the players.
             * @enum {string}
             */
            kind: "move" | "resign" | "timeout" | "takeback" | "abort" | "draw";
            /** @description The move as you may see it; null for a resignation or a timeout. */
            move: components["schemas"]["ShownMove"] | null;
            /** @description 1-based position in the move log. */
            ply: number;
            /** @description The seat that acted. */
            seat: number;
        };
        /** @description Joining a public match needs no body; a private one needs its invite code. */
        JoinRequest: {
            /** @description Needed to join a private match. */
            inviteCode?: string;
        };
        /** @description Entering needs no body; a private tournament needs its invite code. */
        JoinTournamentRequest: {
            /** @description The invite code of a private tournament. */
            inviteCode?: string;
        };
        /** @description A game's top players: non-provisional ratings of players active lately. */
        Leaderboard: {
            /** @description Only players whose last rated match ended within this many days are listed (LEADERBOARD_ACTIVE_DAYS). */
            activeDays: number;
            /** @description The game id. */
            game: string;
            /** @description Highest rating first (ties: by user id). */
            items: components["schemas"]["LeaderboardEntry"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description A player on a leaderboard. */
        LeaderboardEntry: {
            /** @description True while the deviation is above 110: the rating is still a rough estimate, and the player is not on leaderboards. */
            provisional: boolean;
            /** @description Position on the board (1 = top), counted from the first page. */
            rank: number;
            /** @description When their last rated match ended (ISO 8601). */
            ratedAt: string;
            /** @description Rated matches finished. */
            ratedMatches: number;
            /** @description Glicko-2 rating (1500 for a new player). */
            rating: number;
            /** @description Rating deviation: how uncertain the rating is (350 for a new player; it shrinks with each rated match). */
            rd: number;
            user: components["schemas"]["PublicUser"];
        };
        /** @description Your legal moves: `game` says whose moves they are (and narrows their type). Each entry of `moves` can be posted back unchanged as `move`; so can an entry with some fields replaced by one tuple of each of its `alternatives`, and an `anyOrder` field may also be reordered freely. */
        LegalMoves: components["schemas"]["PyramidSolitaireLegalMoves"] | components["schemas"]["SabotageLegalMoves"] | components["schemas"]["NosVigilanLegalMoves"] | components["schemas"]["ZigguratLegalMoves"] | components["schemas"]["AllmerPyramidLegalMoves"];
        /** @description A match with your view of it: check `game` to know the view's type. */
        Match: components["schemas"]["PyramidSolitaireMatch"] | components["schemas"]["SabotageMatch"] | components["schemas"]["NosVigilanMatch"] | components["schemas"]["ZigguratMatch"] | components["schemas"]["AllmerPyramidMatch"];
        /** @description The post-game analysis of a finished match. */
        MatchAnalysis: {
            /** @description False when the match had more moves than ANALYSIS_MAX_PLIES: later plies have best, values and loss null. */
            complete: boolean;
            /** @description ISO 8601: when the analysis was computed (it is computed once and kept). */
            computedAt: string;
            /** @description The exact answer where the game has one; null otherwise. */
            exact: components["schemas"]["ExactAnalysis"] | null;
            /** @description Its game. */
            game: string;
            /** @description The match. */
            matchId: string;
            /**
             * @description How moves were judged: score = the bot's scoring of every legal move (best move and loss); decision = the bot's choice only (best move, no loss); none = the game has no bot.
             * @enum {string}
             */
            method: "score" | "decision" | "none";
            /** @description Every move still in effect, in order (taken-back moves left out). */
            plies: components["schemas"]["PlyAnalysis"][];
        };
        /** @description The clock policy of a match and the state of each seat's clock. */
        MatchClock: {
            /** @description Each seat's time bank at the start (0: none). */
            bankSeconds: number;
            /** @description The allowance in days, when the match was created with daysPerMove. */
            daysPerMove: number | null;
            /** @description Added to a seat's bank after each of its moves. */
            incrementSeconds: number;
            /** @description The fresh allowance of each decision, in seconds; null: none (a time bank alone). */
            perMoveSeconds: number | null;
            /** @description Every seat, in seat order. */
            seats: components["schemas"]["SeatClock"][];
        };
        /** @description What is on offer in a match: a draw, a rematch, and whether it may be aborted. */
        MatchOffers: {
            /** @description Whether the match may still be aborted: active, and some seat has not made its first move. */
            abortable: boolean;
            /** @description The pending draw offer, if any. */
            draw: components["schemas"]["DrawOffer"] | null;
            /** @description Whether the game's rules can end in a draw (else no draw can be offered). */
            drawPossible: boolean;
            /** @description Match id. */
            matchId: string;
            /** @description The rematch offer of this finished match, if any (in any status). */
            rematch: components["schemas"]["Challenge"] | null;
        };
        /** @description How a finished match ended. */
        MatchOutcome: {
            /** @description True when the game ended in a draw. */
            draw: boolean;
            /**
             * @description What ended the match: the game itself, a resignation, the clock, an abort (no result: no winner, not a draw) or a draw agreed by the players.
             * @enum {string}
             */
            endedBy: "rules" | "resignation" | "timeout" | "aborted" | "agreement";
            /** @description A sentence saying why the match ended. */
            reason: string;
            /** @description The seat that resigned, if the match ended by resignation. */
            resignedSeat: number | null;
            /** @description One score per seat, for games that score; null otherwise. */
            scores: number[] | null;
            /** @description The seats whose time ran out (empty unless endedBy is timeout). */
            timedOutSeats: number[];
            /** @description Winning seats; empty for a loss in a one-player game, a draw, or no winner. */
            winners: number[];
        };
        /** @description A page of matches. */
        MatchPage: {
            /** @description Matches, newest first. */
            items: components["schemas"]["Match"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description The portable match record: the seed and the full moves once the match is over. */
        MatchRecord: components["schemas"]["PyramidSolitaireMatchRecord"] | components["schemas"]["SabotageMatchRecord"] | components["schemas"]["NosVigilanMatchRecord"] | components["schemas"]["ZigguratMatchRecord"] | components["schemas"]["AllmerPyramidMatchRecord"];
        /**
         * @description mine: where I have a seat; open: public matches I can join; public: all public matches.
         * @enum {string}
         */
        MatchScope: "mine" | "open" | "public";
        /** @description A seat of a match and who holds it. */
        MatchSeat: {
            /** @description 0-based seat number. */
            seat: number;
            /** @description Null for a seat nobody has taken yet. */
            user: components["schemas"]["SeatUser"] | null;
        };
        /**
         * @description open: waiting for players; active: being played; finished: over (see outcome); cancelled: abandoned before it started.
         * @enum {string}
         */
        MatchStatus: "open" | "active" | "finished" | "cancelled";
        /** @description The `data:` line of a frame of a match's event stream, as JSON; the frame's `id:` is `match.version`. */
        MatchStreamData: {
            /** @description current (the match now: the first frame without an id to resume from, or a resync) | joined | started | left | move | takeback | finished: also the frame's `event:`. */
            kind: string;
            /** @description The match after the change, with your view of it (spectators: the spectators' view). */
            match: components["schemas"]["Match"];
        };
        /** @description Fields of a legal move that may be replaced, together, by any one tuple of `values`: each replacement is a legal move too. Several entries for the same move name distinct fields and combine freely (every combination is legal). */
        MoveAlternatives: {
            /** @description Names of fields of that move, replaced together. */
            fields: string[];
            /** @description Index into the legal moves. */
            move: number;
            /** @description The tuples those fields may take, the move's own among them. */
            values: unknown[][];
        };
        /** @description A move. With `game` (the match's game), `move` has that game's move type; without it, any game's move (AnyGameMoveRequest), e.g. an entry of the legal-moves answer as it is. Either way the server checks the move against the match's game, and a `game` other than the match's gets 400 GAME_MISMATCH. */
        MoveRequest: components["schemas"]["PyramidSolitaireMoveRequest"] | components["schemas"]["SabotageMoveRequest"] | components["schemas"]["NosVigilanMoveRequest"] | components["schemas"]["ZigguratMoveRequest"] | components["schemas"]["AllmerPyramidMoveRequest"] | components["schemas"]["AnyGameMoveRequest"];
        /** @description The applied move and the match after it. */
        MoveResult: {
            /** @description The decisionVersion of the decision this move answered. Equal to the decisionVersion you sent against: your choice counted in that decision. Null for a replayed submission. */
            answeredDecision: number | null;
            match: components["schemas"]["Match"];
            /** @description The ply this move took. */
            ply: number;
            /** @description True when this idempotency key was seen before and nothing was applied again. */
            replayed: boolean;
            /** @description The match version after it. */
            version: number;
        };
        /** @description The users whose chat messages you do not receive, a page at a time. */
        MuteList: {
            /** @description Usernames you muted, most recently muted first. */
            items: string[];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description How a presented card was used for the base-row pattern. */
        NosVigilanCardUse: {
            /** @description The card id. */
            card: string;
            /** @description The symbols it counted as, in order. */
            symbols: components["schemas"]["NosVigilanFaction"][];
        };
        /** @description A card as the viewer sees it: its front if seen, else its back. */
        NosVigilanCardView: components["schemas"]["NosVigilanKnownCard"] | components["schemas"]["NosVigilanHiddenCard"];
        /** @description A printed challenge condition. */
        NosVigilanChallengeView: {
            /** @description The symbol asked for by has-symbol, else null. */
            faction: components["schemas"]["NosVigilanFaction"] | null;
            /**
             * @description The kind of condition.
             * @enum {string}
             */
            kind: "higher" | "lower" | "more-symbols" | "fewer-symbols" | "has-symbol" | "even" | "odd" | "closest";
            /** @description The value aimed at by closest, else null. */
            target: number | null;
            /** @description The condition in words. */
            text: string;
        };
        /** @description Create a match of Nos vigilan. */
        NosVigilanCreateMatchRequestInput: {
            /** @description A time bank per seat (0 to 60 days): spent only on time beyond the per-move allowance (all of a decision's time without one); when a seat's bank is empty too, it loses on time. */
            bankSeconds?: number;
            /** @description Seats to give to bots at once (each seat at most once). You take the lowest seat left, unless `spectate` is true. Default: []. */
            bots?: components["schemas"]["BotSeat"][];
            /** @description A correspondence clock in days per move, as on Lichess: 1, 2, 3, 5, 7, 10 or 14 (instead of timeLimitSeconds). */
            daysPerMove?: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "nos-vigilan";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). Default: true in a casual match, false in a rated one; `rated: true` with `hints: true` is refused (VALIDATION_FAILED): rated matches give no engine help (README, "Hints and fair play"). Recorded with the match. */
            hints?: boolean;
            /** @description Added to a seat's time bank after each of its moves (0 to 14 days). */
            incrementSeconds?: number;
            /** @description The options; omitted fields (or all of them) take their defaults. */
            options?: components["schemas"]["NosVigilanOptionsInput"];
            /** @description True: a rated match (the players' Glicko-2 ratings in this game change when it ends); false: casual. Refused (RATED_NOT_ALLOWED) for one-player matches and matches with the service's bots. Recorded with the match. Default: false. */
            rated?: boolean;
            /** @description Number of seats; defaults to the game's minimum. */
            seats?: number;
            /** @description True: you take no seat (to watch bots play each other, or to open a match for others). You may still see the match and add bots. Default: false. */
            spectate?: boolean;
            /** @description A correspondence clock: seconds each decision may take (60 s to 30 days). When it runs out, the seats that had to act lose. Omitted: no clock. */
            timeLimitSeconds?: number;
            /** @description Who may see the match. Default: "public". */
            visibility?: components["schemas"]["Visibility"];
        };
        /** @description One scoring criterion of a seat's result. */
        NosVigilanCriterion: {
            /**
             * @description The scoring criterion.
             * @enum {string}
             */
            criterion: "final-challenge" | "value-run" | "symbol-run" | "base-pattern" | "middle-pairs" | "top-majority";
            /** @description The symbol of the longest symbol run, else null. */
            faction: components["schemas"]["NosVigilanFaction"] | null;
            /** @description 1/0 for the Final Challenge, a run length, a pattern or pair count, a symbol count. */
            measure: number;
            /** @description The points it scores. */
            points: number;
        };
        /**
         * @description A faction: gnomos, reptilianos, iluminados, extraterrestres or hombres-de-negro.
         * @enum {string}
         */
        NosVigilanFaction: "gnomos" | "reptilianos" | "iluminados" | "extraterrestres" | "hombres-de-negro";
        /** @description A card seen from the back only. */
        NosVigilanHiddenCard: {
            /** @description The faction printed on the back. */
            back: components["schemas"]["NosVigilanFaction"];
            /** @constant */
            kind: "hidden";
        };
        /** @description A card whose front the viewer has seen. */
        NosVigilanKnownCard: {
            back: components["schemas"]["NosVigilanFaction"];
            challenge: components["schemas"]["NosVigilanChallengeView"];
            /** @description The card id, e.g. "nv-07". */
            id: string;
            /** @constant */
            kind: "known";
            /** @description The name printed on the card. */
            name: string;
            special: components["schemas"]["NosVigilanSpecial"] | null;
            /** @description Front faction symbols (0-2). */
            symbols: components["schemas"]["NosVigilanFaction"][];
            /** @description The value printed on the card. */
            value: number;
        };
        /** @description Your legal moves in a match of Nos vigilan. Each entry of `moves` can be posted back unchanged as `move`; so can an entry with some fields replaced by one tuple of each of its `alternatives`, and an `anyOrder` field may also be reordered freely. */
        NosVigilanLegalMoves: {
            /** @description Other values some fields of a listed move may take: the legal moves are the listed ones with any combination of their alternatives (each legal move once). Empty for games whose moves are all listed. */
            alternatives: components["schemas"]["MoveAlternatives"][];
            /** @description Array fields whose elements may be sent in any order: each ordering is a legal move, listed once. */
            anyOrder: components["schemas"]["AnyOrderField"][];
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "nos-vigilan";
            /** @description Moves of this game; empty when you need not act now. Post one back as `move` with this `game`. */
            moves: components["schemas"]["NosVigilanMove"][];
            /** @description Your seat, or null when you have none. */
            seat: number | null;
            /** @description The match version these moves are legal at: send it as expectedVersion. */
            version: number;
        };
        /** @description A match of Nos vigilan, with your view of it. */
        NosVigilanMatch: {
            /** @description True when the server plays your seat's forced moves (your only legal move, where that reveals nothing): this match's choice, else your setting. False for spectators. */
            autoPlay: boolean;
            /** @description The clock policy and each seat's clock; null when the match runs no clock. */
            clock: components["schemas"]["MatchClock"] | null;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description When the pending decision times out (ISO 8601); null when no clock runs. */
            deadline: string | null;
            /** @description The version at which the pending decision opened. In a simultaneous decision, other seats committing their hidden choices bump `version` but not this: a move sent with any expectedVersion from decisionVersion to version is accepted. */
            decisionVersion: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "nos-vigilan";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). */
            hints: boolean;
            /** @description Match id. */
            id: string;
            /** @description Private matches, for their players only: the code another user presents to join (POST /join with {inviteCode}). */
            inviteCode: string | null;
            options: components["schemas"]["NosVigilanOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description Number of entries in the move log. */
            ply: number;
            /** @description Rated (the players' ratings change when it ends) or casual. */
            rated: boolean;
            seats: components["schemas"]["MatchSeat"][];
            /** @description The seed, revealed when the match ends. */
            seed: string | null;
            /** @description sha256 of the secret seed, published at creation. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
            /** @description Seconds each decision may take; null: no clock. */
            timeLimitSeconds: number | null;
            /** @description Seats that must act now. */
            toAct: number[];
            /** @description ISO 8601; the time of the last change. */
            updatedAt: string;
            /** @description Bumped by every change; send it back as expectedVersion. */
            version: number;
            /** @description Your view of the game; null until the match starts. */
            view: components["schemas"]["NosVigilanView"] | null;
            visibility: components["schemas"]["Visibility"];
            /** @description Your seat, or null when you watch as a spectator. */
            yourSeat: number | null;
            /** @description True when your seat is in toAct. */
            yourTurn: boolean;
        };
        /** @description The portable record of a match of Nos vigilan. */
        NosVigilanMatchRecord: {
            /**
             * @description Record format; 2 salts the hash chain (see hashChain).
             * @enum {string}
             */
            format: "pyramidion-record/1" | "pyramidion-record/2";
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "nos-vigilan";
            /** @description How each hash is computed. */
            hashChain: string;
            /** @description Whether players could ask for hints during the match. */
            hints: boolean;
            /** @description Match id. */
            matchId: string;
            moves: components["schemas"]["NosVigilanRecordEntry"][];
            options: components["schemas"]["NosVigilanOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description The current position in the game's text notation, where it has one (allmer-pyramid); for hidden-information games only once the match is over. */
            position: string | null;
            /** @description Whether the match was rated (its end changed the players' ratings). */
            rated: boolean;
            /** @description The rules version the match is played under. */
            rulesVersion: number;
            seats: components["schemas"]["RecordSeat"][];
            /** @description The seed, once the match is over. */
            seed: string | null;
            /** @description sha256 of the secret seed. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
        };
        NosVigilanMove: components["schemas"]["NosVigilanMovePlay"] | components["schemas"]["NosVigilanMoveClaim"] | components["schemas"]["NosVigilanMoveKeep"] | components["schemas"]["NosVigilanMoveAbduct"] | components["schemas"]["NosVigilanMoveGnome"] | components["schemas"]["NosVigilanMoveDecline"] | components["schemas"]["NosVigilanMoveOrder"];
        /** @description Abducción: swap it with a base card of the pyramid. */
        NosVigilanMoveAbduct: {
            /** @description A card id, e.g. "nv-07". */
            card: string;
            /** @constant */
            type: "abduct";
        };
        /** @description Abducción: swap it with a base card of the pyramid. As a history shows it: fields hidden from you are null until the match ends. */
        NosVigilanMoveAbductShown: {
            card: string | null;
            /** @constant */
            type: "abduct";
        };
        /** @description Challenge winner: send one of the three cards to the pyramid or to your scoring zone. */
        NosVigilanMoveClaim: {
            /** @description A card id, e.g. "nv-07". */
            card: string;
            /** @enum {string} */
            destination: "pyramid" | "zone";
            /** @constant */
            type: "claim";
        };
        /** @description Challenge winner: send one of the three cards to the pyramid or to your scoring zone. As a history shows it: fields hidden from you are null until the match ends. */
        NosVigilanMoveClaimShown: {
            card: string | null;
            destination: ("pyramid" | "zone") | null;
            /** @constant */
            type: "claim";
        };
        /** @description Do not use the effect of Abducción or Revelación gnomo. */
        NosVigilanMoveDecline: {
            /** @constant */
            type: "decline";
        };
        /** @description Do not use the effect of Abducción or Revelación gnomo. As a history shows it: fields hidden from you are null until the match ends. */
        NosVigilanMoveDeclineShown: {
            /** @constant */
            type: "decline";
        };
        /** @description Revelación gnomo: swap it with a pyramid card; it lies face up as Gnomos. */
        NosVigilanMoveGnome: {
            /** @description A card id, e.g. "nv-07". */
            card: string;
            /** @constant */
            type: "gnome";
        };
        /** @description Revelación gnomo: swap it with a pyramid card; it lies face up as Gnomos. As a history shows it: fields hidden from you are null until the match ends. */
        NosVigilanMoveGnomeShown: {
            card: string | null;
            /** @constant */
            type: "gnome";
        };
        /** @description Challenge loser: take one of the two remaining cards into your scoring zone. */
        NosVigilanMoveKeep: {
            /** @description A card id, e.g. "nv-07". */
            card: string;
            /** @constant */
            type: "keep";
        };
        /** @description Challenge loser: take one of the two remaining cards into your scoring zone. As a history shows it: fields hidden from you are null until the match ends. */
        NosVigilanMoveKeepShown: {
            card: string | null;
            /** @constant */
            type: "keep";
        };
        /** @description Present your hand in this order (simultaneous). */
        NosVigilanMoveOrder: {
            /** @description All six cards of your hand, in the order you present them. */
            cards: string[];
            /** @constant */
            type: "order";
        };
        /** @description Present your hand in this order (simultaneous). As a history shows it: fields hidden from you are null until the match ends. */
        NosVigilanMoveOrderShown: {
            cards: string[] | null;
            /** @constant */
            type: "order";
        };
        /** @description Put a card of your hand into the challenge, face down (simultaneous). */
        NosVigilanMovePlay: {
            /** @description A card id, e.g. "nv-07". */
            card: string;
            /** @constant */
            type: "play";
        };
        /** @description Put a card of your hand into the challenge, face down (simultaneous). As a history shows it: fields hidden from you are null until the match ends. */
        NosVigilanMovePlayShown: {
            card: string | null;
            /** @constant */
            type: "play";
        };
        /** @description A move in a match of Nos vigilan. */
        NosVigilanMoveRequest: {
            /** @description The match version this move was decided on; a stale one gets 409. */
            expectedVersion: number;
            /**
             * @description The match's game. Optional: typed clients send it to select the move type.
             * @constant
             */
            game?: "nos-vigilan";
            /** @description Retrying with the same key returns the first result. */
            idempotencyKey?: string;
            move: components["schemas"]["NosVigilanMove"];
        };
        /** @description A move of Nos vigilan as a history shows it. */
        NosVigilanMoveShown: components["schemas"]["NosVigilanMovePlayShown"] | components["schemas"]["NosVigilanMoveClaimShown"] | components["schemas"]["NosVigilanMoveKeepShown"] | components["schemas"]["NosVigilanMoveAbductShown"] | components["schemas"]["NosVigilanMoveGnomeShown"] | components["schemas"]["NosVigilanMoveDeclineShown"] | components["schemas"]["NosVigilanMoveOrderShown"];
        NosVigilanOptions: {
            /**
             * @description The card set this game was built with (informative: the set is fixed per game).
             * @default house
             * @enum {string}
             */
            cardSet: "house";
        };
        NosVigilanOptionsInput: {
            /**
             * @description The card set this game was built with (informative: the set is fixed per game). Default: "house".
             * @enum {string}
             */
            cardSet?: "house";
        };
        /** @description A seat's final score. */
        NosVigilanPlayerScore: {
            /** @description Points per criterion. */
            criteria: components["schemas"]["NosVigilanCriterion"][];
            /** @description True when this seat holds El ojo que todo lo ve in hand (the second tie-break). */
            holdsEye: boolean;
            /** @description How the engine used each presented card for the base pattern. */
            patternUses: components["schemas"]["NosVigilanCardUse"][];
            /** @description The seat. */
            seat: number;
            /** @description Total points. */
            total: number;
        };
        /** @description One seat as the viewer sees it. */
        NosVigilanPlayerView: {
            /** @description True when this seat has chosen its card this round, or presented its ordering. */
            committed: boolean;
            /** @description Cards in its draw pile. */
            drawPileCount: number;
            /** @description The back of the top card of the draw pile (mazo de robo). */
            drawPileTopBack: components["schemas"]["NosVigilanFaction"] | null;
            /** @description Own hand in its order; an opponent's hand as known cards by id, then backs by faction. */
            hand: components["schemas"]["NosVigilanCardView"][];
            /** @description The presented ordering: to its owner at once, to others when both are in. */
            ordering: components["schemas"]["NosVigilanCardView"][] | null;
            /** @description This round's chosen card: to its owner at once, to others after the reveal. */
            play: components["schemas"]["NosVigilanCardView"] | null;
            /** @description The seat. */
            seat: number;
            /** @description Scoring zone (zona de puntuación), in arrival order. */
            zone: components["schemas"]["NosVigilanCardView"][];
        };
        /** @description A slot of the pyramid and its card. */
        NosVigilanPyramidSlot: {
            /** @description The card in the slot. */
            card: components["schemas"]["NosVigilanCardView"];
            /** @description True for a Revelación gnomo placed by its own effect. */
            faceUp: boolean;
            /**
             * @description The row of the slot.
             * @enum {string}
             */
            row: "base" | "middle" | "top";
            /** @description 0-2 base (left to right), 3-4 middle, 5 top. */
            slot: number;
            /** @description The symbol this slot counts as at scoring. */
            symbol: components["schemas"]["NosVigilanFaction"];
        };
        /** @description An entry of the move log with its hash. */
        NosVigilanRecordEntry: {
            /** @description True when the server played it for the seat: its only legal move, auto-played because the player opted in (it revealed nothing). */
            auto: boolean;
            /** @description Withheld (null) while it could reveal a hidden move. */
            hash: string | null;
            /**
             * @description A move, a resignation, a seat running out of time (in a game that goes on without a seat that left, play continues), a takeback (the move just before it undone with the opponents' consent), an abort (before every seat had moved) or a draw agreed by the players.
             * @enum {string}
             */
            kind: "move" | "resign" | "timeout" | "takeback" | "abort" | "draw";
            move: components["schemas"]["NosVigilanMoveShown"] | null;
            /** @description 1-based position in the move log. */
            ply: number;
            /** @description The seat that acted. */
            seat: number;
        };
        /** @description The final scoring, once the game is over. */
        NosVigilanResult: {
            /** @description The symbols of the base row: the target pattern. */
            base: components["schemas"]["NosVigilanFaction"][];
            /**
             * @description What decided: points, then the Final Challenge winner, then El ojo que todo lo ve, else a shared win.
             * @enum {string}
             */
            decidedBy: "points" | "final-challenge" | "eye" | "shared";
            /** @description The symbols of the middle row. */
            middle: components["schemas"]["NosVigilanFaction"][];
            /** @description Each seat's score. */
            players: components["schemas"]["NosVigilanPlayerScore"][];
            /** @description The symbol of the top slot. */
            top: components["schemas"]["NosVigilanFaction"];
            /** @description The winning seats (both for a shared win). */
            winners: number[];
        };
        /** @description A finished round: its challenge, the plays, the winner and where each card went. */
        NosVigilanRoundRecord: {
            /** @description The id of the round's challenge card. */
            challenge: string;
            /**
             * @description What decided the winner: the condition, the value closest to the target, or chance.
             * @enum {string}
             */
            decidedBy: "condition" | "closest" | "random";
            /** @description The card each seat played. */
            plays: string[];
            /** @description The round, 1-6. */
            round: number;
            /** @description The card that went to the pyramid. */
            toPyramid: string;
            /** @description The card that went to each seat's scoring zone. */
            toZones: string[];
            /** @description The seat that won the challenge. */
            winner: number | null;
        };
        /**
         * @description abduccion = Abducción, revelacion-gnomo = Revelación gnomo, ojo = El ojo que todo lo ve.
         * @enum {string}
         */
        NosVigilanSpecial: "abduccion" | "revelacion-gnomo" | "ojo";
        /** @description Nos vigilan as a seat or a spectator sees it. */
        NosVigilanView: {
            /** @description This round's challenge card (the Final Challenge card stays hidden until the reveal). */
            challenge: components["schemas"]["NosVigilanCardView"] | null;
            /** @description Cards left in the challenge pile. */
            challengePileCount: number;
            challengePileTopBack: components["schemas"]["NosVigilanFaction"] | null;
            /** @description The set-aside Final Challenge card, while set aside. */
            finalCard: components["schemas"]["NosVigilanCardView"] | null;
            /** @description The winner of the Final Challenge, once decided. */
            finalWinner: number | null;
            /**
             * @description The phase of the game.
             * @enum {string}
             */
            phase: "choose" | "claim" | "keep" | "abduction" | "gnome" | "order" | "finished";
            /** @description Each seat as the viewer sees it. */
            players: components["schemas"]["NosVigilanPlayerView"][];
            /** @description The pyramid, slot by slot. */
            pyramid: components["schemas"]["NosVigilanPyramidSlot"][];
            /** @description The final scoring; null until the game is over. */
            result: components["schemas"]["NosVigilanResult"] | null;
            /** @description 1-6; 6 is the Final Challenge (Desafío Final). */
            round: number;
            /** @description The finished rounds. */
            rounds: components["schemas"]["NosVigilanRoundRecord"][];
            /** @description The rules version this match is played under (only 1 so far). */
            rulesVersion: number;
            /** @description Cards of this round still to be taken (after the reveal). */
            table: components["schemas"]["NosVigilanCardView"][];
            /** @description Seats that must act now. */
            toAct: number[];
            /** @description The viewer's seat, or null for a spectator. */
            viewer: number | null;
            /** @description This round's challenge winner while the cards are being taken. */
            winner: number | null;
            /** @description Where the challenge winner sent a card, while the loser takes theirs. */
            winnerDestination: ("pyramid" | "zone") | null;
        };
        /** @description An OAuth app you registered. */
        OAuthClient: {
            /** @description The client_id to send to /oauth/authorize and /oauth/token. */
            clientId: string;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description The app name. */
            name: string;
            /** @description The registered redirect URIs. */
            redirectUris: string[];
        };
        /** @description Your OAuth apps, a page at a time. */
        OAuthClientList: {
            /** @description Your apps, oldest first. */
            items: components["schemas"]["OAuthClient"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description Another seat of the match. */
        Opponent: {
            /** @description human or bot; null for an empty seat. */
            kind: ("human" | "bot") | null;
            /** @description Their seat. */
            seat: number;
            /** @description Their username; null for a seat nobody has taken. */
            username: string | null;
        };
        /** @description A turn of yours already waiting when a stream opened without Last-Event-ID: sent first, most urgent first, as `event: your_turn` with no id. */
        PendingTurn: {
            /** @description ISO 8601: since when the match has waited for you. */
            createdAt: string;
            /** @description Public fields of the turn. */
            data: {
                /** @description When your decision times out (ISO 8601); null without a clock. */
                deadline: string | null;
                /** @description The game id. */
                game: string;
                /** @description The match id again. */
                matchId: string;
                /**
                 * @description Always true: this turn was waiting when the stream opened.
                 * @constant
                 */
                pending: true;
                /** @description Your seat, which must act. */
                seat: number;
                /** @description The version again. */
                version: number;
            };
            /** @description Always null: a pending turn is not an event of your log (its frame has no `id:` line, so Last-Event-ID stays where it was). */
            id: null;
            /** @description The match in which you must act. */
            matchId: string;
            /**
             * @description Shaped as a your_turn event.
             * @constant
             */
            type: "your_turn";
            /** @description The match version now: send it as expectedVersion. */
            version: number;
        };
        /** @description One move of a finished match, judged from what its seat could see when it played. */
        PlyAnalysis: {
            /** @description The move the game's bot finds best from that seat's view at the time (never from cards it could not see); null when the ply was not analysed. */
            best: {
                [key: string]: unknown;
            } | null;
            /** @description The best move's expected result on the same scale; null as playedValue. */
            bestValue: number | null;
            /** @description The seat had only this move. */
            forced: boolean;
            /** @description bestValue - playedValue (0 for the best move or a forced one); null when the bot cannot score moves. */
            loss: number | null;
            /** @description The move played. */
            played: {
                [key: string]: unknown;
            };
            /** @description The played move's expected result for the seat, from 0 (a sure loss) to 1 (a sure win), by the bot's scoring; null when the bot cannot score moves or the move was forced. */
            playedValue: number | null;
            /** @description The ply of the move in the log (as in the history). */
            ply: number;
            /** @description The seat that played it. */
            seat: number;
        };
        /** @description Your view of the match as it was after a ply. */
        PlyView: {
            /** @description The ply shown (0: the start). */
            ply: number;
            /** @description Seats that had to act then. */
            toAct: number[];
            view: components["schemas"]["GameView"];
        };
        /** @description RFC 9457 problem details. `code` is stable; match on it, not on `detail`. The optional fields appear with the codes named in their descriptions. */
        Problem: {
            /**
             * @description CHALLENGE_NOT_PENDING: the challenge's status now (null when it is gone).
             * @enum {string|null}
             */
            challengeStatus?: "accepted" | "declined" | "cancelled" | "expired" | null;
            code: components["schemas"]["ProblemCode"];
            /** @description STALE_VERSION: the match version now. */
            currentVersion?: number;
            /** @description A sentence for people; never carries hidden game data. */
            detail: string;
            /** @description VALIDATION_FAILED, INVALID_MOVE, INVALID_OPTIONS: each problem with the input. */
            errors?: components["schemas"]["ValidationIssue"][];
            /** @description The request path. */
            instance?: string;
            /** @description CHALLENGE_NOT_PENDING, SEEK_NOT_OPEN: the match the challenge or seek became, if any. */
            matchId?: string | null;
            /** @description The id of the request, as in the logs: quote it when you report a problem. */
            requestId?: string;
            /** @description RATE_LIMITED, DATABASE_UNAVAILABLE: when to retry (also the Retry-After header). */
            retryAfterSeconds?: number;
            /** @description A 422 illegal move, or INVALID_OPTIONS: the game's rule code. */
            rule?: components["schemas"]["RuleCode"];
            /** @description INSUFFICIENT_SCOPE: the scope the operation needs. */
            scope?: string;
            /** @description The HTTP status. */
            status: number;
            /** @description The HTTP status in words. */
            title: string;
            /** @description NOT_YOUR_TURN: the seats that must act now. */
            toAct?: number[];
            /**
             * Format: uri
             * @description A URI naming the code.
             */
            type: string;
        };
        /**
         * @description A stable error code: match on it, not on `detail`. README, "Error codes", says what each means.
         * @enum {string}
         */
        ProblemCode: "ABORT_TOO_LATE" | "ALREADY_CHOSEN" | "ALREADY_LEFT" | "ALREADY_ON_VACATION" | "ALREADY_ORDERED" | "ALREADY_SEATED" | "API_TOKEN_NOT_FOUND" | "ATTACK_UNBLOCKABLE" | "BAD_CREDENTIALS" | "BAD_MOVE" | "BAD_REQUEST" | "BODY_TOO_LARGE" | "BOTS_NOT_ALLOWED" | "BOT_UPGRADE_REFUSED" | "CARDS_NOT_IN_ORDER" | "CARD_BLOCKED" | "CARD_COVERED" | "CARD_NOT_AVAILABLE" | "CARD_NOT_IN_HAND" | "CARD_NOT_ON_TABLE" | "CARD_REPEATED" | "CENTRE_NOT_REACHED" | "CHALLENGE_INVALID" | "CHALLENGE_NOT_FOUND" | "CHALLENGE_NOT_PENDING" | "CHAT_INVALID" | "COLOUR_NOT_AVAILABLE" | "CONFLICT" | "DATABASE_UNAVAILABLE" | "DEFENCE_DOES_NOT_MATCH" | "DEFENCE_TOWER_REQUIRED" | "DRAW_ALREADY_OFFERED" | "DRAW_NOT_POSSIBLE" | "DUPLICATE_CARD" | "DUPLICATE_CARDS" | "FORBIDDEN" | "GAME_MISMATCH" | "GAME_NOT_FOUND" | "GAME_OVER" | "GREEN_NOT_NEEDED" | "HAND_FULL" | "HINTS_DISABLED" | "ILLEGAL_MOVE" | "INSUFFICIENT_SCOPE" | "INTERNAL" | "INVALID_BOT_LEVEL" | "INVALID_CLOCK" | "INVALID_CURSOR" | "INVALID_MOVE" | "INVALID_OPTIONS" | "INVALID_PLY" | "INVALID_REFRESH_TOKEN" | "INVALID_SEATS" | "INVALID_TARGET" | "JUMP_NOT_ADJACENT" | "JUMP_NOT_ONE_LEVEL_UP" | "JUMP_OCCUPIED" | "MALFORMED_JSON" | "MATCH_FULL" | "MATCH_NOT_ACTIVE" | "MATCH_NOT_FINISHED" | "MATCH_NOT_FOUND" | "MATCH_NOT_OPEN" | "METHOD_NOT_ALLOWED" | "MOVE_INVALID" | "NOT_AN_ATTACK_CARD" | "NOT_ASKED" | "NOT_A_BASE_CARD" | "NOT_A_GREEN_TOWER" | "NOT_A_PLAYER" | "NOT_A_PYRAMID_CARD" | "NOT_CHALLENGER" | "NOT_ENTERED" | "NOT_FOUND" | "NOT_ON_VACATION" | "NOT_ORGANISER" | "NOT_THIRTEEN" | "NOT_YOUR_HAND" | "NOT_YOUR_PYRAMID" | "NOT_YOUR_STONE" | "NOT_YOUR_TURN" | "NO_BOT" | "NO_CARDS" | "NO_CLOCK" | "NO_DRAW_OFFER" | "NO_PASSES_LEFT" | "NO_PLACEMENT_PENDING" | "NO_REMOVAL_POSSIBLE" | "NO_REMOVAL_THIS_PASS" | "NO_STONE" | "NO_SUCH_TOWER" | "OAUTH_CLIENT_NOT_FOUND" | "PAIRS_ONLY" | "PLACEMENT_PENDING" | "PUSH_BACK_FORBIDDEN" | "PUSH_CHAIN" | "PUSH_ENDPOINT_REFUSED" | "PUSH_NOT_ADJACENT" | "PUSH_NO_STONE" | "PUSH_OTHER_LEVEL" | "PUSH_SUBSCRIPTION_LIMIT" | "PUSH_SUBSCRIPTION_NOT_FOUND" | "RATED_NOT_ALLOWED" | "RATE_LIMITED" | "REDIS_UNAVAILABLE" | "REFRESH_TOKEN_EXPIRED" | "REFRESH_TOKEN_REUSED" | "REMODEL_NEEDS_THREE_CARDS" | "REQUEST_TIMEOUT" | "RUN_BLOCKED" | "RUN_ENDS_AT_SMASH" | "RUN_NOT_STRAIGHT" | "RUN_UPHILL" | "SEAT_TAKEN" | "SEEK_EXISTS" | "SEEK_INVALID" | "SEEK_NOT_FOUND" | "SEEK_NOT_OPEN" | "SESSION_ENDED" | "SLOT_INVALID" | "SLOT_OCCUPIED" | "STALE_VERSION" | "STOCK_EMPTY" | "STOCK_NOT_EMPTY" | "SWAP_SAME_COLOUR" | "TAKEBACK_NOT_FOUND" | "TAKEBACK_NOT_POSSIBLE" | "TAKEBACK_PENDING" | "TAKEBACK_REFUSED" | "TARGET_NOT_ELIGIBLE" | "TIME_RAN_OUT" | "TOKEN_EXPIRED" | "TOKEN_INVALID" | "TOKEN_MISSING" | "TOKEN_REVOKED" | "TOO_MANY_CHALLENGES" | "TOO_MANY_STREAMS" | "TOURNAMENT_CLOSED" | "TOURNAMENT_FULL" | "TOURNAMENT_INVALID" | "TOURNAMENT_NOT_FOUND" | "TOURNAMENT_NOT_OPEN" | "TOURNAMENT_RATING_LIMIT" | "TOURNAMENT_ROUND_NOT_FOUND" | "TOWER_COLOUR_REQUIRED" | "UNAUTHENTICATED" | "UNKNOWN_FIELD" | "UNKNOWN_GAME" | "UNKNOWN_MOVE" | "UNKNOWN_MOVE_TYPE" | "UNPROCESSABLE" | "UNSUPPORTED_MEDIA_TYPE" | "USERNAME_TAKEN" | "USER_NOT_FOUND" | "VACATION_ALLOWANCE_EXCEEDED" | "VALIDATION_FAILED" | "WASTE_EMPTY" | "WEBHOOK_DELIVERY_NOT_FOUND" | "WEBHOOK_DISABLED" | "WEBHOOK_LIMIT" | "WEBHOOK_NOT_FOUND" | "WEBHOOK_URL_REFUSED" | "WORKERS_BUSY" | "WRONG_PHASE";
        /** @description A user's profile: ratings, results and recent matches. */
        Profile: {
            /** @description When the account was created (ISO 8601). */
            createdAt: string;
            /** @description One entry per game the user has finished a match of, by game id. */
            ratings: components["schemas"]["GameStanding"][];
            /** @description The user's finished matches that you may see (public ones, and private ones you play in or created), a page at a time. */
            recentMatches: components["schemas"]["ProfileMatchPage"];
            user: components["schemas"]["PublicUser"];
        };
        /** @description A finished match on a user's profile. */
        ProfileMatch: {
            /** @description ISO 8601. */
            finishedAt: string;
            /** @description The game id. */
            game: string;
            /** @description Match id. */
            id: string;
            outcome: components["schemas"]["MatchOutcome"];
            /** @description Rated or casual. */
            rated: boolean;
            /** @description Their rating after it (rated matches only). */
            ratingAfter: number | null;
            /** @description Their rating before the match (rated matches only). */
            ratingBefore: number | null;
            /**
             * @description The profile's user's result (aborted: ended without a result).
             * @enum {string}
             */
            result: "won" | "lost" | "drawn" | "aborted";
            /** @description The profile's user's seat. */
            seat: number;
            seats: components["schemas"]["MatchSeat"][];
        };
        /** @description A page of finished matches. */
        ProfileMatchPage: {
            /** @description Most recently finished first. */
            items: components["schemas"]["ProfileMatch"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description A user as anyone signed in may see them. */
        PublicUser: {
            /** @description User id. */
            id: string;
            /**
             * @description human: a person's account; bot: one of the service's bots.
             * @enum {string}
             */
            kind: "human" | "bot";
            /** @description Their username. */
            username: string;
        };
        /** @description A push subscription of yours (its keys are not shown). */
        PushSubscription: {
            /** @description ISO 8601. */
            createdAt: string;
            /** @description The push service's URL. */
            endpoint: string;
            /** @description Push subscription id. */
            id: string;
        };
        /** @description Your push subscriptions. */
        PushSubscriptionList: {
            /** @description Every subscription of yours, oldest first (at most PUSH_MAX_PER_USER: one page is all). */
            items: components["schemas"]["PushSubscription"][];
        };
        /** @description Create a match of Pyramid Solitaire. */
        PyramidSolitaireCreateMatchRequestInput: {
            /** @description A time bank per seat (0 to 60 days): spent only on time beyond the per-move allowance (all of a decision's time without one); when a seat's bank is empty too, it loses on time. */
            bankSeconds?: number;
            /** @description Seats to give to bots at once (each seat at most once). You take the lowest seat left, unless `spectate` is true. Default: []. */
            bots?: components["schemas"]["BotSeat"][];
            /** @description A correspondence clock in days per move, as on Lichess: 1, 2, 3, 5, 7, 10 or 14 (instead of timeLimitSeconds). */
            daysPerMove?: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "pyramid-solitaire";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). Default: true in a casual match, false in a rated one; `rated: true` with `hints: true` is refused (VALIDATION_FAILED): rated matches give no engine help (README, "Hints and fair play"). Recorded with the match. */
            hints?: boolean;
            /** @description Added to a seat's time bank after each of its moves (0 to 14 days). */
            incrementSeconds?: number;
            /** @description The options; omitted fields (or all of them) take their defaults. */
            options?: components["schemas"]["PyramidSolitaireOptionsInput"];
            /** @description True: a rated match (the players' Glicko-2 ratings in this game change when it ends); false: casual. Refused (RATED_NOT_ALLOWED) for one-player matches and matches with the service's bots. Recorded with the match. Default: false. */
            rated?: boolean;
            /** @description Number of seats; defaults to the game's minimum. */
            seats?: number;
            /** @description True: you take no seat (to watch bots play each other, or to open a match for others). You may still see the match and add bots. Default: false. */
            spectate?: boolean;
            /** @description A correspondence clock: seconds each decision may take (60 s to 30 days). When it runs out, the seats that had to act lose. Omitted: no clock. */
            timeLimitSeconds?: number;
            /** @description Who may see the match. Default: "public". */
            visibility?: components["schemas"]["Visibility"];
        };
        /** @description Your legal moves in a match of Pyramid Solitaire. Each entry of `moves` can be posted back unchanged as `move`; so can an entry with some fields replaced by one tuple of each of its `alternatives`, and an `anyOrder` field may also be reordered freely. */
        PyramidSolitaireLegalMoves: {
            /** @description Other values some fields of a listed move may take: the legal moves are the listed ones with any combination of their alternatives (each legal move once). Empty for games whose moves are all listed. */
            alternatives: components["schemas"]["MoveAlternatives"][];
            /** @description Array fields whose elements may be sent in any order: each ordering is a legal move, listed once. */
            anyOrder: components["schemas"]["AnyOrderField"][];
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "pyramid-solitaire";
            /** @description Moves of this game; empty when you need not act now. Post one back as `move` with this `game`. */
            moves: components["schemas"]["PyramidSolitaireMove"][];
            /** @description Your seat, or null when you have none. */
            seat: number | null;
            /** @description The match version these moves are legal at: send it as expectedVersion. */
            version: number;
        };
        /** @description A match of Pyramid Solitaire, with your view of it. */
        PyramidSolitaireMatch: {
            /** @description True when the server plays your seat's forced moves (your only legal move, where that reveals nothing): this match's choice, else your setting. False for spectators. */
            autoPlay: boolean;
            /** @description The clock policy and each seat's clock; null when the match runs no clock. */
            clock: components["schemas"]["MatchClock"] | null;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description When the pending decision times out (ISO 8601); null when no clock runs. */
            deadline: string | null;
            /** @description The version at which the pending decision opened. In a simultaneous decision, other seats committing their hidden choices bump `version` but not this: a move sent with any expectedVersion from decisionVersion to version is accepted. */
            decisionVersion: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "pyramid-solitaire";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). */
            hints: boolean;
            /** @description Match id. */
            id: string;
            /** @description Private matches, for their players only: the code another user presents to join (POST /join with {inviteCode}). */
            inviteCode: string | null;
            options: components["schemas"]["PyramidSolitaireOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description Number of entries in the move log. */
            ply: number;
            /** @description Rated (the players' ratings change when it ends) or casual. */
            rated: boolean;
            seats: components["schemas"]["MatchSeat"][];
            /** @description The seed, revealed when the match ends. */
            seed: string | null;
            /** @description sha256 of the secret seed, published at creation. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
            /** @description Seconds each decision may take; null: no clock. */
            timeLimitSeconds: number | null;
            /** @description Seats that must act now. */
            toAct: number[];
            /** @description ISO 8601; the time of the last change. */
            updatedAt: string;
            /** @description Bumped by every change; send it back as expectedVersion. */
            version: number;
            /** @description Your view of the game; null until the match starts. */
            view: components["schemas"]["PyramidSolitaireView"] | null;
            visibility: components["schemas"]["Visibility"];
            /** @description Your seat, or null when you watch as a spectator. */
            yourSeat: number | null;
            /** @description True when your seat is in toAct. */
            yourTurn: boolean;
        };
        /** @description The portable record of a match of Pyramid Solitaire. */
        PyramidSolitaireMatchRecord: {
            /**
             * @description Record format; 2 salts the hash chain (see hashChain).
             * @enum {string}
             */
            format: "pyramidion-record/1" | "pyramidion-record/2";
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "pyramid-solitaire";
            /** @description How each hash is computed. */
            hashChain: string;
            /** @description Whether players could ask for hints during the match. */
            hints: boolean;
            /** @description Match id. */
            matchId: string;
            moves: components["schemas"]["PyramidSolitaireRecordEntry"][];
            options: components["schemas"]["PyramidSolitaireOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description The current position in the game's text notation, where it has one (allmer-pyramid); for hidden-information games only once the match is over. */
            position: string | null;
            /** @description Whether the match was rated (its end changed the players' ratings). */
            rated: boolean;
            /** @description The rules version the match is played under. */
            rulesVersion: number;
            seats: components["schemas"]["RecordSeat"][];
            /** @description The seed, once the match is over. */
            seed: string | null;
            /** @description sha256 of the secret seed. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
        };
        PyramidSolitaireMove: components["schemas"]["PyramidSolitaireMoveRemove"] | components["schemas"]["PyramidSolitaireMoveDraw"] | components["schemas"]["PyramidSolitaireMoveRecycle"];
        /** @description Move the top card of the stock onto the waste. */
        PyramidSolitaireMoveDraw: {
            /** @constant */
            type: "draw";
        };
        /** @description Turn the waste over to form a new stock (the stock must be empty). */
        PyramidSolitaireMoveRecycle: {
            /** @constant */
            type: "recycle";
        };
        /** @description Remove available cards whose values sum to 13. */
        PyramidSolitaireMoveRemove: {
            /** @description The available cards to remove, in any order: two summing to 13, a King alone, or (sums any-combination) two or more summing to 13. */
            cards: components["schemas"]["FrenchCard"][];
            /** @constant */
            type: "remove";
        };
        /** @description A move in a match of Pyramid Solitaire. */
        PyramidSolitaireMoveRequest: {
            /** @description The match version this move was decided on; a stale one gets 409. */
            expectedVersion: number;
            /**
             * @description The match's game. Optional: typed clients send it to select the move type.
             * @constant
             */
            game?: "pyramid-solitaire";
            /** @description Retrying with the same key returns the first result. */
            idempotencyKey?: string;
            move: components["schemas"]["PyramidSolitaireMove"];
        };
        /** @description Match options of Pyramid solitaire. */
        PyramidSolitaireOptions: {
            /**
             * @description "random" (also when left out): the shuffled deal. "winnable": the first of the deals shuffled with the seeds "<seed>/0", "<seed>/1", ... that the exact solver proves winnable under these options; the view says which attempt it was.
             * @enum {string}
             */
            deal?: "random" | "winnable";
            /**
             * @description "all-cards": win by removing all 52 cards; "pyramid": win as soon as the 28 pyramid cards are gone.
             * @default all-cards
             * @enum {string}
             */
            goal: "all-cards" | "pyramid";
            /**
             * @description Trips through the stock: "1" (no recycle), "3" (two recycles) or "unlimited" (recycle while any removal is still possible: when the pass a recycle would start offers one; the game ends at once when the cards left can no longer make 13).
             * @default 1
             * @enum {string}
             */
            passes: "1" | "3" | "unlimited";
            /**
             * @description "pairs": remove two cards summing to 13 (a King alone); "any-combination": any two or more available cards summing to 13.
             * @default pairs
             * @enum {string}
             */
            sums: "pairs" | "any-combination";
        };
        /** @description Match options of Pyramid solitaire. */
        PyramidSolitaireOptionsInput: {
            /**
             * @description "random" (also when left out): the shuffled deal. "winnable": the first of the deals shuffled with the seeds "<seed>/0", "<seed>/1", ... that the exact solver proves winnable under these options; the view says which attempt it was.
             * @enum {string}
             */
            deal?: "random" | "winnable";
            /**
             * @description "all-cards": win by removing all 52 cards; "pyramid": win as soon as the 28 pyramid cards are gone. Default: "all-cards".
             * @enum {string}
             */
            goal?: "all-cards" | "pyramid";
            /**
             * @description Trips through the stock: "1" (no recycle), "3" (two recycles) or "unlimited" (recycle while any removal is still possible: when the pass a recycle would start offers one; the game ends at once when the cards left can no longer make 13). Default: "1".
             * @enum {string}
             */
            passes?: "1" | "3" | "unlimited";
            /**
             * @description "pairs": remove two cards summing to 13 (a King alone); "any-combination": any two or more available cards summing to 13. Default: "pairs".
             * @enum {string}
             */
            sums?: "pairs" | "any-combination";
        };
        /** @description An entry of the move log with its hash. */
        PyramidSolitaireRecordEntry: {
            /** @description True when the server played it for the seat: its only legal move, auto-played because the player opted in (it revealed nothing). */
            auto: boolean;
            /** @description Withheld (null) while it could reveal a hidden move. */
            hash: string | null;
            /**
             * @description A move, a resignation, a seat running out of time (in a game that goes on without a seat that left, play continues), a takeback (the move just before it undone with the opponents' consent), an abort (before every seat had moved) or a draw agreed by the players.
             * @enum {string}
             */
            kind: "move" | "resign" | "timeout" | "takeback" | "abort" | "draw";
            move: components["schemas"]["PyramidSolitaireMove"] | null;
            /** @description 1-based position in the move log. */
            ply: number;
            /** @description The seat that acted. */
            seat: number;
        };
        /** @description Pyramid solitaire as its player sees it. */
        PyramidSolitaireView: {
            /** @description Pyramid slots holding a card that no card of the next row overlaps, ascending. */
            freeSlots: number[];
            /** @description The options of the match. */
            options: components["schemas"]["PyramidSolitaireOptions"];
            /** @description The current trip through the stock, starting at 1. */
            pass: number;
            /** @description Further trips (recycles) still allowed; null when passes are unlimited. */
            passesLeft: number | null;
            /** @description 28 slots numbered from the apex, row by row, left to right: slot(r, c) = r(r+1)/2 + c. null = removed. */
            pyramid: (components["schemas"]["FrenchCard"] | null)[];
            /** @description Cards removed so far (the score). */
            removedCount: number;
            /** @description Cards removed since the current pass began. */
            removedThisPass: number;
            /** @description The rules version this match is played under (rules.md, Rules versions). */
            rulesVersion: number;
            /**
             * @description playing, won (goal met) or lost (no move left).
             * @enum {string}
             */
            status: "playing" | "won" | "lost";
            /** @description Cards in the stock, including its face-up top. */
            stockCount: number;
            /** @description The face-up, usable top card of the stock; null when the stock is empty. */
            stockTop: components["schemas"]["FrenchCard"] | null;
            /** @description Cards on the waste. */
            wasteCount: number;
            /** @description The usable top card of the waste; null when the waste is empty. */
            wasteTop: components["schemas"]["FrenchCard"] | null;
            /** @description With the option deal "winnable": which attempt was dealt. Absent otherwise. */
            winnableDeal?: components["schemas"]["PyramidSolitaireWinnableDeal"];
        };
        /** @description Which attempt a winnable deal is (option deal "winnable"). */
        PyramidSolitaireWinnableDeal: {
            /** @description k: the deal is the shuffle of the seed "<seed>/k" (0 for the first attempt). */
            attempt: number;
            /** @description True when the solver proved the deal winnable (false only if no attempt within the cap was). */
            proven: boolean;
        };
        /** @description A user's rating after each rated match of one game. */
        RatingHistory: {
            /** @description The game id. */
            game: string;
            /** @description Newest first. */
            items: components["schemas"]["RatingPoint"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description The rating after one rated match. */
        RatingPoint: {
            /** @description When the match ended (ISO 8601). */
            at: string;
            /** @description The rated match; null when it is a private match you may not see. */
            matchId: string | null;
            /** @description True while the deviation is above 110: the rating is still a rough estimate, and the player is not on leaderboards. */
            provisional: boolean;
            /** @description Glicko-2 rating (1500 for a new player). */
            rating: number;
            /** @description The rating before the match. */
            ratingBefore: number;
            /** @description Rating deviation: how uncertain the rating is (350 for a new player; it shrinks with each rated match). */
            rd: number;
            /** @description Glicko-2 volatility after the match. */
            volatility: number;
        };
        /** @description A seat and its player. */
        RecordSeat: {
            /** @description The level of one of the service's bots; null for a person, a bot account or an empty seat. */
            botLevel: number | null;
            /** @description human or bot (one of the service's bots, or a bot account); null for a seat nobody took. */
            kind: ("human" | "bot") | null;
            /** @description The seat. */
            seat: number;
            /** @description Its player, or null for a seat nobody took. */
            username: string | null;
        };
        /** @description The delivery is queued again: its next attempt carries the same webhook-id. */
        RedeliverAnswer: {
            /** @description The delivery, pending again and due now. */
            delivery: components["schemas"]["WebhookDelivery"];
        };
        /** @description A refresh token. */
        RefreshRequest: {
            /** @description The refresh token of the last answer. */
            refreshToken: string;
        };
        /** @description Resigning needs no body; send expectedVersion to resign only if nothing happened since. */
        ResignRequest: {
            /** @description The match version you decided on; a stale one gets 409 STALE_VERSION. */
            expectedVersion?: number;
        };
        /**
         * @description A game's own rule code (listed in its rules document).
         * @enum {string}
         */
        RuleCode: "ALREADY_CHOSEN" | "ALREADY_LEFT" | "ALREADY_ORDERED" | "ATTACK_UNBLOCKABLE" | "BAD_MOVE" | "CARDS_NOT_IN_ORDER" | "CARD_BLOCKED" | "CARD_COVERED" | "CARD_NOT_AVAILABLE" | "CARD_NOT_IN_HAND" | "CARD_NOT_ON_TABLE" | "CARD_REPEATED" | "CENTRE_NOT_REACHED" | "COLOUR_NOT_AVAILABLE" | "DEFENCE_DOES_NOT_MATCH" | "DEFENCE_TOWER_REQUIRED" | "DUPLICATE_CARD" | "DUPLICATE_CARDS" | "GAME_OVER" | "GREEN_NOT_NEEDED" | "HAND_FULL" | "ILLEGAL_MOVE" | "INVALID_MOVE" | "INVALID_TARGET" | "JUMP_NOT_ADJACENT" | "JUMP_NOT_ONE_LEVEL_UP" | "JUMP_OCCUPIED" | "MOVE_INVALID" | "NOT_AN_ATTACK_CARD" | "NOT_A_BASE_CARD" | "NOT_A_GREEN_TOWER" | "NOT_A_PYRAMID_CARD" | "NOT_THIRTEEN" | "NOT_YOUR_HAND" | "NOT_YOUR_PYRAMID" | "NOT_YOUR_STONE" | "NOT_YOUR_TURN" | "NO_CARDS" | "NO_PASSES_LEFT" | "NO_PLACEMENT_PENDING" | "NO_REMOVAL_POSSIBLE" | "NO_REMOVAL_THIS_PASS" | "NO_STONE" | "NO_SUCH_TOWER" | "OPTIONS_INVALID" | "PAIRS_ONLY" | "PLACEMENT_PENDING" | "PLAYER_COUNT_INVALID" | "PUSH_BACK_FORBIDDEN" | "PUSH_CHAIN" | "PUSH_NOT_ADJACENT" | "PUSH_NO_STONE" | "PUSH_OTHER_LEVEL" | "REMODEL_NEEDS_THREE_CARDS" | "RUN_BLOCKED" | "RUN_ENDS_AT_SMASH" | "RUN_NOT_STRAIGHT" | "RUN_UPHILL" | "SLOT_INVALID" | "SLOT_OCCUPIED" | "STOCK_EMPTY" | "STOCK_NOT_EMPTY" | "SWAP_SAME_COLOUR" | "TARGET_NOT_ELIGIBLE" | "TOWER_COLOUR_REQUIRED" | "UNKNOWN_FIELD" | "UNKNOWN_MOVE" | "UNKNOWN_MOVE_TYPE" | "WASTE_EMPTY" | "WRONG_PHASE";
        /**
         * @description A language the rules documents are written in: en (English) or es (Spanish).
         * @enum {string}
         */
        RulesLanguage: "en" | "es";
        /** @description Create a match of Sabotage. */
        SabotageCreateMatchRequestInput: {
            /** @description A time bank per seat (0 to 60 days): spent only on time beyond the per-move allowance (all of a decision's time without one); when a seat's bank is empty too, it loses on time. */
            bankSeconds?: number;
            /** @description Seats to give to bots at once (each seat at most once). You take the lowest seat left, unless `spectate` is true. Default: []. */
            bots?: components["schemas"]["BotSeat"][];
            /** @description A correspondence clock in days per move, as on Lichess: 1, 2, 3, 5, 7, 10 or 14 (instead of timeLimitSeconds). */
            daysPerMove?: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "sabotage";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). Default: true in a casual match, false in a rated one; `rated: true` with `hints: true` is refused (VALIDATION_FAILED): rated matches give no engine help (README, "Hints and fair play"). Recorded with the match. */
            hints?: boolean;
            /** @description Added to a seat's time bank after each of its moves (0 to 14 days). */
            incrementSeconds?: number;
            /** @description The options; omitted fields (or all of them) take their defaults. */
            options?: components["schemas"]["SabotageOptionsInput"];
            /** @description True: a rated match (the players' Glicko-2 ratings in this game change when it ends); false: casual. Refused (RATED_NOT_ALLOWED) for one-player matches and matches with the service's bots. Recorded with the match. Default: false. */
            rated?: boolean;
            /** @description Number of seats; defaults to the game's minimum. */
            seats?: number;
            /** @description True: you take no seat (to watch bots play each other, or to open a match for others). You may still see the match and add bots. Default: false. */
            spectate?: boolean;
            /** @description A correspondence clock: seconds each decision may take (60 s to 30 days). When it runs out, the seats that had to act lose. Omitted: no clock. */
            timeLimitSeconds?: number;
            /** @description Who may see the match. Default: "public". */
            visibility?: components["schemas"]["Visibility"];
        };
        /** @description Your legal moves in a match of Sabotage. Each entry of `moves` can be posted back unchanged as `move`; so can an entry with some fields replaced by one tuple of each of its `alternatives`, and an `anyOrder` field may also be reordered freely. */
        SabotageLegalMoves: {
            /** @description Other values some fields of a listed move may take: the legal moves are the listed ones with any combination of their alternatives (each legal move once). Empty for games whose moves are all listed. */
            alternatives: components["schemas"]["MoveAlternatives"][];
            /** @description Array fields whose elements may be sent in any order: each ordering is a legal move, listed once. */
            anyOrder: components["schemas"]["AnyOrderField"][];
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "sabotage";
            /** @description Moves of this game; empty when you need not act now. Post one back as `move` with this `game`. */
            moves: components["schemas"]["SabotageMove"][];
            /** @description Your seat, or null when you have none. */
            seat: number | null;
            /** @description The match version these moves are legal at: send it as expectedVersion. */
            version: number;
        };
        /** @description A match of Sabotage, with your view of it. */
        SabotageMatch: {
            /** @description True when the server plays your seat's forced moves (your only legal move, where that reveals nothing): this match's choice, else your setting. False for spectators. */
            autoPlay: boolean;
            /** @description The clock policy and each seat's clock; null when the match runs no clock. */
            clock: components["schemas"]["MatchClock"] | null;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description When the pending decision times out (ISO 8601); null when no clock runs. */
            deadline: string | null;
            /** @description The version at which the pending decision opened. In a simultaneous decision, other seats committing their hidden choices bump `version` but not this: a move sent with any expectedVersion from decisionVersion to version is accepted. */
            decisionVersion: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "sabotage";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). */
            hints: boolean;
            /** @description Match id. */
            id: string;
            /** @description Private matches, for their players only: the code another user presents to join (POST /join with {inviteCode}). */
            inviteCode: string | null;
            options: components["schemas"]["SabotageOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description Number of entries in the move log. */
            ply: number;
            /** @description Rated (the players' ratings change when it ends) or casual. */
            rated: boolean;
            seats: components["schemas"]["MatchSeat"][];
            /** @description The seed, revealed when the match ends. */
            seed: string | null;
            /** @description sha256 of the secret seed, published at creation. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
            /** @description Seconds each decision may take; null: no clock. */
            timeLimitSeconds: number | null;
            /** @description Seats that must act now. */
            toAct: number[];
            /** @description ISO 8601; the time of the last change. */
            updatedAt: string;
            /** @description Bumped by every change; send it back as expectedVersion. */
            version: number;
            /** @description Your view of the game; null until the match starts. */
            view: components["schemas"]["SabotageView"] | null;
            visibility: components["schemas"]["Visibility"];
            /** @description Your seat, or null when you watch as a spectator. */
            yourSeat: number | null;
            /** @description True when your seat is in toAct. */
            yourTurn: boolean;
        };
        /** @description The portable record of a match of Sabotage. */
        SabotageMatchRecord: {
            /**
             * @description Record format; 2 salts the hash chain (see hashChain).
             * @enum {string}
             */
            format: "pyramidion-record/1" | "pyramidion-record/2";
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "sabotage";
            /** @description How each hash is computed. */
            hashChain: string;
            /** @description Whether players could ask for hints during the match. */
            hints: boolean;
            /** @description Match id. */
            matchId: string;
            moves: components["schemas"]["SabotageRecordEntry"][];
            options: components["schemas"]["SabotageOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description The current position in the game's text notation, where it has one (allmer-pyramid); for hidden-information games only once the match is over. */
            position: string | null;
            /** @description Whether the match was rated (its end changed the players' ratings). */
            rated: boolean;
            /** @description The rules version the match is played under. */
            rulesVersion: number;
            seats: components["schemas"]["RecordSeat"][];
            /** @description The seed, once the match is over. */
            seed: string | null;
            /** @description sha256 of the secret seed. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
        };
        SabotageMove: components["schemas"]["SabotageMoveRemove"] | components["schemas"]["SabotageMovePlace"] | components["schemas"]["SabotageMovePass"];
        /** @description End your turn. */
        SabotageMovePass: {
            /** @constant */
            type: "pass";
        };
        /** @description Place the next stock card, face up, into an empty slot of the opponent's pyramid. */
        SabotageMovePlace: {
            /** @description The empty slot of the opponent's pyramid that receives the sabotage card. */
            slot: number;
            /** @constant */
            type: "place";
        };
        /** @description Remove a King, or two cards summing to 13, to the discard pile. */
        SabotageMoveRemove: {
            /** @description The card codes removed: one King alone, or two cards summing to 13. Each card is named by its code wherever it lies (own pyramid, display card, centre card); the order does not matter. */
            cards: components["schemas"]["FrenchCard"][];
            /** @constant */
            type: "remove";
        };
        /** @description A move in a match of Sabotage. */
        SabotageMoveRequest: {
            /** @description The match version this move was decided on; a stale one gets 409. */
            expectedVersion: number;
            /**
             * @description The match's game. Optional: typed clients send it to select the move type.
             * @constant
             */
            game?: "sabotage";
            /** @description Retrying with the same key returns the first result. */
            idempotencyKey?: string;
            move: components["schemas"]["SabotageMove"];
        };
        /** @description Match options of Sabotage. */
        SabotageOptions: {
            /**
             * @description Rows of each pyramid: 4 (10 cards), 5 (15 cards) or 6 (21 cards).
             * @default 5
             */
            rows: number;
        };
        /** @description Match options of Sabotage. */
        SabotageOptionsInput: {
            /** @description Rows of each pyramid: 4 (10 cards), 5 (15 cards) or 6 (21 cards). Default: 5. */
            rows?: number;
        };
        /** @description One player's pyramid, apex toward the centre card. */
        SabotagePyramidView: {
            /** @description True when the apex slot is empty: the owner may take the centre card. */
            reached: boolean;
            /** @description The owner of this pyramid. */
            seat: number;
            /** @description Every slot in slot order. */
            slots: (components["schemas"]["SabotageSlotEmpty"] | components["schemas"]["SabotageSlotFaceDown"] | components["schemas"]["SabotageSlotFaceUp"])[];
        };
        /** @description An entry of the move log with its hash. */
        SabotageRecordEntry: {
            /** @description True when the server played it for the seat: its only legal move, auto-played because the player opted in (it revealed nothing). */
            auto: boolean;
            /** @description Withheld (null) while it could reveal a hidden move. */
            hash: string | null;
            /**
             * @description A move, a resignation, a seat running out of time (in a game that goes on without a seat that left, play continues), a takeback (the move just before it undone with the opponents' consent), an abort (before every seat had moved) or a draw agreed by the players.
             * @enum {string}
             */
            kind: "move" | "resign" | "timeout" | "takeback" | "abort" | "draw";
            move: components["schemas"]["SabotageMove"] | null;
            /** @description 1-based position in the move log. */
            ply: number;
            /** @description The seat that acted. */
            seat: number;
        };
        /** @description Whether the game is over and how. */
        SabotageResultView: {
            /** @description Why the game ended, when it has. */
            reason: string | null;
            /**
             * @description playing, won (a seat cleared the centre card) or drawn.
             * @enum {string}
             */
            status: "playing" | "won" | "drawn";
            /** @description The seat that cleared the centre card, when won. */
            winner: number | null;
        };
        /** @description An empty slot (a sabotage card may be placed here). */
        SabotageSlotEmpty: {
            /** @description Slot number: 0 is the apex (next to the centre card), then row by row, left to right. */
            slot: number;
            /** @constant */
            status: "empty";
        };
        /** @description A face-down card: nobody, its owner included, knows it yet. */
        SabotageSlotFaceDown: {
            /** @description Slot number: 0 is the apex (next to the centre card), then row by row, left to right. */
            slot: number;
            /** @constant */
            status: "faceDown";
        };
        /** @description A face-up card in a pyramid. */
        SabotageSlotFaceUp: {
            card: components["schemas"]["FrenchCard"];
            /** @description True when no card of the row nearer the owner overlaps it, so the owner may remove it. */
            exposed: boolean;
            /** @description True for a sabotage card the opponent placed here. */
            placed: boolean;
            /** @description True for a card dealt onto the apex by the both-reached rule. Under rules version 1 only, removing only re-dealt cards (with each other or the display card) does not count as a removal for the drawn-game rule. */
            redealt: boolean;
            /** @description Slot number: 0 is the apex (next to the centre card), then row by row, left to right. */
            slot: number;
            /** @constant */
            status: "faceUp";
        };
        /** @description The Sabotage table as one viewer sees it. */
        SabotageView: {
            /** @description Whether both players have been at the centre all this round (at its end both apexes are dealt a card, unless the 12 re-deals a game allows under rules version 2 have all been made). */
            bothReachedAllRound: boolean;
            /** @description The centre card between the apexes; null once cleared. */
            centre: components["schemas"]["FrenchCard"] | null;
            /** @description The face-up discard pile, bottom first. */
            discard: components["schemas"]["FrenchCard"][];
            /** @description This round's display card; null once used. */
            display: components["schemas"]["FrenchCard"] | null;
            /** @description The seat that drew this round's display card. */
            drawer: number;
            /** @description Sabotage cards the player to act must place before anything else. */
            pendingPlacements: number;
            /** @description Seat 0 then seat 1. */
            pyramids: components["schemas"]["SabotagePyramidView"][];
            /** @description Both-reached re-deals made so far in this game (ruling R12); null under rules version 1, which does not count them. */
            redeals: number | null;
            /** @description Re-deals the both-reached rule may still make: 12 minus redeals (ruling R12); null under rules version 1, which has no cap. */
            redealsLeft: number | null;
            /** @description Whether a counted removal was made since the stock was last formed (a pass with none is a draw). Every removal counts; under rules version 1, only one that takes the centre card or at least one pyramid card that is not re-dealt. */
            removedThisPass: boolean;
            result: components["schemas"]["SabotageResultView"];
            /** @description Round number, from 1. */
            round: number;
            /** @description Rows of each pyramid: 4, 5 or 6. */
            rows: number;
            /** @description The rules version this match is played under (1 or 2; rules.md, Rules versions). */
            rulesVersion: number;
            /** @description True during the non-drawer's turn of the round. */
            secondTurn: boolean;
            /** @description Cards in the face-down stock. */
            stockCount: number;
            /** @description The seat that must move now; null when the game is over. */
            toAct: number | null;
            /** @description The seat this view is for; null for a spectator. */
            viewer: number | null;
        };
        /**
         * @description What a token may do. `read`: Read your matches, histories, records, turns and events. `play`: Create, join and leave matches, make moves, resign, ask for hints (a person playing through an app). `bot`: Play as a bot account (upgraded with POST /v1/me/upgrade-to-bot): what `play` allows, for bot accounts only. `webhooks`: Register, list and delete your webhook endpoints; redeliver. `account`: Manage your account: API tokens, OAuth apps, settings, bot upgrade. Never granted to OAuth apps: a session or a personal token only.
         * @enum {string}
         */
        Scope: "read" | "play" | "bot" | "webhooks" | "account";
        /** @description One seat's clock. */
        SeatClock: {
            /** @description What is left in the seat's time bank (added time included), in seconds, as of its last move. */
            bankSeconds: number;
            /** @description When its pending decision times out (ISO 8601); null while it need not act. */
            deadline: string | null;
            /** @description True while the seat's clock stands still: its player is on vacation. */
            paused: boolean;
            /** @description The seat. */
            seat: number;
        };
        /** @description The user in a seat. */
        SeatUser: {
            /** @description The level of one of the service's bots; null for a person or a bot account. */
            botLevel: number | null;
            /** @description User id. */
            id: string;
            /**
             * @description human: a person's account; bot: one of the service's bots (with a botLevel) or a bot account (botLevel null).
             * @enum {string}
             */
            kind: "human" | "bot";
            /** @description Their username. */
            username: string;
            /** @description While the player is on vacation: when it ends (ISO 8601). Their clocks in every match stand still until then. Null otherwise. */
            vacationUntil: string | null;
        };
        /** @description An open seek for a match. */
        Seek: {
            /** @description ISO 8601. */
            createdAt: string;
            /** @description The game id. */
            game: string;
            /** @description Seek id. */
            id: string;
            /** @description The match it was paired into. */
            matchId: string | null;
            /** @description The parsed options. */
            options: {
                [key: string]: unknown;
            };
            /** @description Players in the match. */
            seats: number;
            /**
             * @description open: waiting; paired: in a match (matchId); cancelled.
             * @enum {string}
             */
            status: "open" | "paired" | "cancelled";
            /** @description Seconds per decision; null: no clock. */
            timeLimitSeconds: number | null;
            /** @description Who seeks a match. */
            username: string;
        };
        /** @description Open seeks, a page at a time. */
        SeekList: {
            /** @description Open seeks, oldest first. */
            items: components["schemas"]["Seek"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description Your seek and, if it was paired at once, the match. */
        SeekResult: {
            /** @description The match, if the seek was paired at once. */
            matchId: string | null;
            seek: components["schemas"]["Seek"];
        };
        /** @description Your account settings. */
        Settings: {
            /** @description Let the server play your only legal move at once where that reveals nothing (a match's own choice, POST /v1/matches/{id}/auto-play, wins). */
            autoPlay: boolean;
        };
        /** @description The settings to change. */
        SettingsUpdate: {
            /** @description Let the server play your only legal move at once where that reveals nothing (a match's own choice, POST /v1/matches/{id}/auto-play, wins). */
            autoPlay?: boolean;
        };
        /** @description A move as you may see it in a history: hidden parts of another seat's move are null until the match ends. */
        ShownMove: components["schemas"]["PyramidSolitaireMove"] | components["schemas"]["SabotageMove"] | components["schemas"]["NosVigilanMoveShown"] | components["schemas"]["ZigguratMove"] | components["schemas"]["AllmerPyramidMove"];
        /** @description What happened since you last acted. */
        SinceYourMove: {
            /** @description The last of those entries (at most 20), as you may see them. */
            entries: components["schemas"]["HistoryEntry"][];
            /** @description Entries of the log since your last move (all of them if you have not moved yet). */
            plies: number;
        };
        /**
         * @description won: the solver found a winning line; unwinnable: it proved none exists; undecided: it searched its budget of positions without deciding.
         * @enum {string}
         */
        SolveStatus: "won" | "unwinnable" | "undecided";
        /** @description The `data` of `event: ready`: the stream caught up with your log. */
        StreamReady: {
            /** @constant */
            kind: "ready";
            /** @description The last id so far: resume from it. */
            lastEventId: string;
        };
        /** @description The `data` of `event: reset`: the events after your id are no longer kept (or it was never issued); refetch your matches. */
        StreamReset: {
            /** @constant */
            kind: "reset";
            /** @description Go on from this id. */
            lastEventId: string;
            /** @description Why, in a sentence. */
            reason: string;
        };
        /** @description A pending request to take back a move. */
        Takeback: {
            /** @description The seats that accepted so far. */
            accepted: number[];
            /** @description The seats whose consent is needed (every other player still in the game; bots always agree). */
            asked: number[];
            /** @description ISO 8601. */
            createdAt: string;
            /** @description The log entry (ply) that would be undone. */
            ply: number;
            /** @description The seat asking to take back its last move. */
            seat: number;
            /** @description The match version the request holds for: any change to the match makes it lapse. */
            version: number;
        };
        /** @description Your request, and the match with your view. */
        TakebackAsked: {
            match: components["schemas"]["Match"];
            /** @description The request now waiting for the others; null when it was applied at once (every other seat is a bot). */
            takeback: components["schemas"]["Takeback"] | null;
        };
        /** @description Asking to take back your last move needs no body; send expectedVersion to ask only if nothing happened since. */
        TakebackRequest: {
            /** @description The match version you decided on; a stale one gets 409 STALE_VERSION. */
            expectedVersion?: number;
        };
        /** @description A game term named in English and Spanish. */
        TermNames: {
            /** @description Its name in English. */
            en: string;
            /** @description Its name in Spanish. */
            es: string;
            /** @description Its code in views and moves (a rank letter, a suit letter, a card id, a faction id, …). */
            id: string;
            /** @description What it is: card, suit, rank, faction, stone or move. */
            kind: string;
            /**
             * @description Which of the two is the printed name (Nos vigilan: Spanish); the other is ours.
             * @enum {string}
             */
            original: "en" | "es";
        };
        /** @description A tournament with its standings and every round paired so far. */
        Tournament: {
            /** @description Whether the organiser may enter the service's bots. */
            botsAllowed: boolean;
            /** @description The last round paired (0 before the start). */
            currentRound: number;
            /** @description Entrants so far (withdrawn ones included). */
            entrants: number;
            format: components["schemas"]["TournamentFormat"];
            /** @description The game played. */
            game: string;
            /** @description Tournament id. */
            id: string;
            /** @description Shown to the organiser of a private tournament only. */
            inviteCode: string | null;
            /** @description Entry limit: entrants admitted. */
            maxEntrants: number;
            /** @description Entry limit: highest rating admitted. */
            maxRating: number | null;
            /** @description Entry limit: lowest rating admitted. */
            minRating: number | null;
            /** @description Its name. */
            name: string;
            /** @description The game's options for every game. */
            options: {
                [key: string]: unknown;
            };
            /** @description The organiser's username. */
            organiser: string;
            /** @description Whether games between people are rated. */
            rated: boolean;
            /** @description Length of a scheduled round, or null (each round starts when the previous one ends). */
            roundSeconds: number | null;
            /** @description Rounds in all (round-robin: fixed at the start by the number of entrants). */
            rounds: number;
            /** @description Every round paired so far with its boards: the tournament record. */
            roundsPlayed: components["schemas"]["TournamentRound"][];
            /** @description The standings now, best first. */
            standings: components["schemas"]["TournamentStanding"][];
            /** @description When round 1 is (or was) paired; null: when the organiser starts it. */
            startsAt: string | null;
            /**
             * @description open: taking entries; running; finished; cancelled.
             * @enum {string}
             */
            status: "open" | "running" | "finished" | "cancelled";
            /** @description Each game's correspondence clock (seconds per decision), or null. */
            timeLimitSeconds: number | null;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description One game of a round (or a bye). */
        TournamentBoard: {
            /** @description Board number in the round, from 1 (the strongest pairing first). */
            board: number;
            /** @description A bye: never played, its one player scores a point. */
            bye: boolean;
            /** @description Decided without a game (a withdrawn player in a round-robin). */
            forfeit: boolean;
            /** @description The game's own score of each seat, when it has scores. */
            gameScores: (number | null)[] | null;
            /** @description The game, once created: null for a bye or a forfeit, and while the round's games are being created (they follow the pairing in the background; the standings subscription's gamesPending counts those still to come). */
            matchId: string | null;
            /** @description Usernames in seat order. */
            players: string[];
            /** @description Tournament points of each seat once the board is decided. */
            points: number[] | null;
            /** @description The finished game's record hash (the head of its hash chain): check it with GET /v1/matches/{id}/record. */
            recordHash: string | null;
            /** @description Seats that won, once decided (empty: a draw, or nobody won). */
            winners: number[] | null;
        };
        /**
         * @description swiss, round-robin and double-round-robin: two-player games; pods: tables of 3 to 5 by standing (a game for 3-5 players); duplicate: every entrant plays the same deal each round (a one-player game), ranked by wins then cards removed.
         * @enum {string}
         */
        TournamentFormat: "swiss" | "round-robin" | "double-round-robin" | "pods" | "duplicate";
        /** @description A page of tournaments. */
        TournamentList: {
            /** @description This page of tournaments. */
            items: components["schemas"]["TournamentSummary"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description A round and its pairings. */
        TournamentRound: {
            /** @description Its boards. */
            boards: components["schemas"]["TournamentBoard"][];
            /** @description Its deadline (a scheduled tournament), or null. */
            deadline: string | null;
            /** @description When its last board was decided. */
            finishedAt: string | null;
            /** @description Round number, from 1. */
            round: number;
            /** @description Duplicate: the round's deal seed, revealed when the round ends (null before, and for other formats); each game's record then shows the same seed. */
            seed: string | null;
            /** @description Duplicate: SHA-256 of the round's deal seed, published when it starts; every entrant's game of the round commits to it (its seedHash). Null for other formats. */
            seedHash: string | null;
            /** @description When it was paired. */
            startedAt: string;
        };
        /** @description One round and a page of its boards: what GET /v1/tournaments/{id} lists for that round, without the others' boards. */
        TournamentRoundPage: {
            /** @description This page of its boards, by board number. */
            boards: components["schemas"]["TournamentBoard"][];
            /** @description Its deadline (a scheduled tournament), or null. */
            deadline: string | null;
            /** @description When its last board was decided. */
            finishedAt: string | null;
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description Round number, from 1. */
            round: number;
            /** @description Duplicate: the round's deal seed, revealed when the round ends (null before, and for other formats); each game's record then shows the same seed. */
            seed: string | null;
            /** @description Duplicate: SHA-256 of the round's deal seed, published when it starts; every entrant's game of the round commits to it (its seedHash). Null for other formats. */
            seedHash: string | null;
            /** @description When it was paired. */
            startedAt: string;
        };
        /** @description One line of the standings; the format says which tie-breaks order it (docs/tournaments.md). */
        TournamentStanding: {
            /** @description Sum of the final points of every opponent met (a bye adds nothing). */
            buchholz: number;
            /** @description Rounds with a bye. */
            byes: number;
            /** @description Points scored in games among the players level with this one on the criteria before it. */
            directEncounter: number;
            /** @description Games drawn (or won by nobody). */
            draws: number;
            /** @description Sum of the games' own scores (pods: ziggurat points; duplicate: cards removed). */
            gamePoints: number;
            /** @description Games lost. */
            losses: number;
            /** @description Games finished (byes and forfeits not counted). */
            played: number;
            /** @description Tournament points: win 1, draw 1/2, loss 0, bye 1; pods: placement points. */
            points: number;
            /** @description 1 for the best; players level on points and every tie-break share a rank. */
            rank: number;
            /** @description Per game: the opponent's points times the points scored against them (two-player games). */
            sonnebornBerger: number;
            /** @description The entrant. */
            username: string;
            /** @description Games won. */
            wins: number;
            /** @description Withdrew: no longer paired. */
            withdrawn: boolean;
        };
        /** @description A tournament without its standings and rounds (lists). */
        TournamentSummary: {
            /** @description Whether the organiser may enter the service's bots. */
            botsAllowed: boolean;
            /** @description The last round paired (0 before the start). */
            currentRound: number;
            /** @description Entrants so far (withdrawn ones included). */
            entrants: number;
            format: components["schemas"]["TournamentFormat"];
            /** @description The game played. */
            game: string;
            /** @description Tournament id. */
            id: string;
            /** @description Shown to the organiser of a private tournament only. */
            inviteCode: string | null;
            /** @description Entry limit: entrants admitted. */
            maxEntrants: number;
            /** @description Entry limit: highest rating admitted. */
            maxRating: number | null;
            /** @description Entry limit: lowest rating admitted. */
            minRating: number | null;
            /** @description Its name. */
            name: string;
            /** @description The game's options for every game. */
            options: {
                [key: string]: unknown;
            };
            /** @description The organiser's username. */
            organiser: string;
            /** @description Whether games between people are rated. */
            rated: boolean;
            /** @description Length of a scheduled round, or null (each round starts when the previous one ends). */
            roundSeconds: number | null;
            /** @description Rounds in all (round-robin: fixed at the start by the number of entrants). */
            rounds: number;
            /** @description When round 1 is (or was) paired; null: when the organiser starts it. */
            startsAt: string | null;
            /**
             * @description open: taking entries; running; finished; cancelled.
             * @enum {string}
             */
            status: "open" | "running" | "finished" | "cancelled";
            /** @description Each game's correspondence clock (seconds per decision), or null. */
            timeLimitSeconds: number | null;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description A match in which you must act now. */
        Turn: {
            /** @description When your decision times out (ISO 8601); null without a clock. */
            deadline: string | null;
            /** @description The game id. */
            game: string;
            /** @description The match with your view. */
            match: components["schemas"]["Match"];
            /** @description Match id. */
            matchId: string;
            /** @description The other seats. */
            opponents: components["schemas"]["Opponent"][];
            /** @description Your seat, which must act. */
            seat: number;
            since: components["schemas"]["SinceYourMove"];
            /** @description The tournament and round of a tournament game (with the round deadline); null for any other match. */
            tournament: components["schemas"]["TurnTournament"] | null;
            /** @description The match version: send it as expectedVersion. */
            version: number;
            /** @description Since when the match has waited for you (its last change, ISO 8601). */
            waitingSince: string;
        };
        /** @description The tournament round a game is part of. */
        TurnTournament: {
            /** @description Tournament id (GET /v1/tournaments/{id}). */
            id: string;
            /** @description The tournament's name. */
            name: string;
            /** @description The round this game belongs to. */
            round: number;
            /** @description The round's deadline (ISO 8601): a game unfinished then is lost by the seat(s) to act; null without a schedule. */
            roundDeadline: string | null;
        };
        /** @description The active matches in which you must act now, a page at a time. */
        Turns: {
            /** @description Most urgent first: soonest deadline (none last), then longest waiting. */
            items: components["schemas"]["Turn"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description An account. */
        User: {
            /** @description ISO 8601 */
            createdAt: string;
            /** @description User id. */
            id: string;
            /** @description Unique, case-insensitive. */
            username: string;
        };
        /** @description An event of your durable event log. */
        UserEvent: {
            /** @description ISO 8601. */
            createdAt: string;
            /** @description Public fields of the event (game, seat, deadline, ...): never a hidden card; fetch your own view for more. */
            data: {
                [key: string]: unknown;
            };
            /** @description Your events are numbered 1, 2, 3, ... in the order they were committed: send the last one you have as Last-Event-ID (or `after`) to resume. */
            id: string;
            /** @description The match it is about, if any. */
            matchId: string | null;
            type: components["schemas"]["UserEventType"];
            /** @description The match version it is about, if any: read the match to get your view at or after it. */
            version: number | null;
        };
        /**
         * @description your_turn: a seat of yours must act (data.deadline); match_created / match_joined (data.username took data.seat) / match_started / match_finished (data.endedBy when not by the rules); deadline_approaching (data.percentLeft of the time is left); webhook_disabled (data.webhookId, data.reason); takeback_requested (data.seat asks to take back ply data.ply: accept or decline) / takeback_accepted / takeback_declined (by data.by); time_added (data.by gave your seat data.seconds; data.deadline); opponent_on_vacation (data.seat is away until data.until; null: back); challenge_received / challenge_accepted / challenge_declined (data.reason) / challenge_cancelled / challenge_expired (data.challengeId; data.matchId once it started); rematch_offered (data.challengeId, data.rematchOf); seek_paired (data.seekId, data.matchId); match_aborted; draw_offered / draw_accepted (3+ players: one acceptance of several, data.acceptedBy) / draw_declined (data.seat); an agreed draw ends as match_finished (data.endedBy agreement); chat_message (data.room, data.username, data.body).
         * @enum {string}
         */
        UserEventType: "your_turn" | "match_created" | "match_joined" | "match_started" | "match_finished" | "deadline_approaching" | "webhook_disabled" | "takeback_requested" | "takeback_accepted" | "takeback_declined" | "time_added" | "opponent_on_vacation" | "challenge_received" | "challenge_accepted" | "challenge_declined" | "challenge_cancelled" | "challenge_expired" | "seek_paired" | "rematch_offered" | "match_aborted" | "draw_offered" | "draw_accepted" | "draw_declined" | "chat_message" | "tournament_round_started" | "tournament_paired" | "tournament_finished" | "tournament_cancelled";
        /** @description The `data:` line of a frame of GET /v1/me/events as text/event-stream, as JSON: an event of your log (frames with an `id:`, `event:` its type), a pending turn (`event: your_turn`, no id), or `ready` / `reset`. */
        UserStreamData: components["schemas"]["UserEvent"] | components["schemas"]["PendingTurn"] | components["schemas"]["StreamReady"] | components["schemas"]["StreamReset"];
        /** @description Your vacation: while it lasts your clocks in every match stand still, and your opponents see it. */
        Vacation: {
            /** @description Vacation days per year (VACATION_DAYS_PER_YEAR). */
            allowanceDays: number;
            /** @description Days you may still take this year. */
            daysLeft: number;
            /** @description Days taken this year. */
            daysUsed: number;
            /** @description When your vacation ends (ISO 8601); null when you are not on vacation. */
            vacationUntil: string | null;
            /** @description The calendar year (UTC) the allowance counts. */
            year: number;
        };
        /** @description Start or end a vacation. */
        VacationRequest: {
            /** @description Whole days off from now (within your yearly allowance); 0 ends your current vacation and gives back the whole days not used. */
            days: number;
        };
        /** @description One way the input fails its schema. */
        ValidationIssue: {
            /** @description What is wrong. */
            message: string;
            /** @description Dotted path of the offending field, or (root). */
            path: string;
        };
        /** @description The key a browser subscribes with (RFC 8292). */
        VapidKey: {
            /** @description The server's VAPID public key (base64url): PushManager.subscribe's applicationServerKey. */
            publicKey: string;
        };
        /**
         * @description public: any signed-in user may watch with the spectator view; private: players only.
         * @enum {string}
         */
        Visibility: "public" | "private";
        /** @description A webhook endpoint (its secret is shown only when it is created). */
        Webhook: {
            /** @description ISO 8601. */
            createdAt: string;
            /** @description Why it was disabled; null while enabled. */
            disabledReason: string | null;
            /** @description False once disabled after repeated failed deliveries (POST .../enable turns it back on). */
            enabled: boolean;
            /** @description Deliveries in a row that failed (after all their retries); a delivered one resets it. */
            failures: number;
            /** @description Webhook endpoint id. */
            id: string;
            /** @description The event types sent; empty: every type. */
            types: components["schemas"]["UserEventType"][];
            /** @description Where the events are POSTed. */
            url: string;
        };
        /** @description One event sent (or to send) to one endpoint. */
        WebhookDelivery: {
            /** @description Attempts made so far. */
            attempts: number;
            /** @description ISO 8601: when the event was taken into the outbox. */
            createdAt: string;
            /** @description ISO 8601: when it was delivered; null until then. */
            deliveredAt: string | null;
            /** @description The event it carries (`data.eventId` of the payload: your event sequence number). */
            eventId: string;
            /** @description The delivery id, sent as the `webhook-id` header on every attempt (deduplicate on it). */
            id: string;
            /** @description Why the last attempt failed (truncated); null after a success. */
            lastError: string | null;
            /** @description HTTP status of the last attempt; null when none came (no connection, time-out, refused address). */
            lastStatus: number | null;
            /** @description ISO 8601: when it will be attempted (again); null once delivered or failed. */
            nextAttemptAt: string | null;
            status: components["schemas"]["WebhookDeliveryStatus"];
            /** @description The event's type; null when the event is no longer kept. */
            type: components["schemas"]["UserEventType"] | null;
        };
        /** @description A page of an endpoint's delivery log. */
        WebhookDeliveryPage: {
            /** @description Deliveries, newest event first. */
            items: components["schemas"]["WebhookDelivery"][];
            /** @description Pass it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /**
         * @description pending: not delivered yet, attempted again at nextAttemptAt; delivered: a 2xx answer came; failed: given up.
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed";
        /** @description Your webhook endpoints. */
        WebhookList: {
            /** @description Your endpoints, oldest first. */
            items: components["schemas"]["Webhook"][];
        };
        /** @description The JSON body of a webhook request: one event of your log. */
        WebhookPayload: {
            /** @description The event's public fields (as UserEvent.data: game, seat, deadline, ...), never a hidden card, with the ids above. */
            data: {
                /** @description The event id in your log (as GET /v1/me/events numbers it). */
                eventId: string;
                /** @description The match it is about, if any. */
                matchId: string | null;
                /** @description Your user id (whose log it is). */
                userId: string;
                /** @description The match version it is about, if any. */
                version: number | null;
            } & {
                [key: string]: unknown;
            };
            /** @description ISO 8601: when the event was committed. */
            timestamp: string;
            type: components["schemas"]["UserEventType"];
        };
        /** @description The attack waiting for a defence. */
        ZigguratAttackView: {
            /** @description The attacking seat. */
            attacker: number;
            /** @description The attack card, face up on the table. */
            card: components["schemas"]["DecktetCard"];
            /** @description The total a rank defence must reach. */
            defenceValue: number;
            /** @description Damage the attack does if not defended. */
            pips: number;
            targetColour: components["schemas"]["ZigguratColour"];
            /** @description The attacked seat. */
            targetSeat: number;
            /** @description The index of the attacked tower. */
            targetTower: number;
            /** @description The Excuse was played with the attack: no defence is possible. */
            unblockable: boolean;
            /** @description The attacker's green tower used as a wildcard, or null. */
            wildcardTower: number | null;
        };
        /** @description A change whose pyramid colour is being chosen. */
        ZigguratChangeView: {
            /** @description Who picks the pyramid (the one dealing the damage). */
            chooser: number;
            /** @description Colours to choose from. */
            colours: components["schemas"]["ZigguratColour"][];
            /** @description Owner of the damaged tower. */
            seat: number;
            /** @description Size of the pyramid to place. */
            size: number;
            /** @description The index of the damaged tower. */
            tower: number;
        };
        /**
         * @description A pyramid colour.
         * @enum {string}
         */
        ZigguratColour: "red" | "yellow" | "green" | "blue" | "black";
        /** @description Create a match of Ziggurat Demolition Throwdown. */
        ZigguratCreateMatchRequestInput: {
            /** @description A time bank per seat (0 to 60 days): spent only on time beyond the per-move allowance (all of a decision's time without one); when a seat's bank is empty too, it loses on time. */
            bankSeconds?: number;
            /** @description Seats to give to bots at once (each seat at most once). You take the lowest seat left, unless `spectate` is true. Default: []. */
            bots?: components["schemas"]["BotSeat"][];
            /** @description A correspondence clock in days per move, as on Lichess: 1, 2, 3, 5, 7, 10 or 14 (instead of timeLimitSeconds). */
            daysPerMove?: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "ziggurat";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). Default: true in a casual match, false in a rated one; `rated: true` with `hints: true` is refused (VALIDATION_FAILED): rated matches give no engine help (README, "Hints and fair play"). Recorded with the match. */
            hints?: boolean;
            /** @description Added to a seat's time bank after each of its moves (0 to 14 days). */
            incrementSeconds?: number;
            /** @description The options; omitted fields (or all of them) take their defaults. */
            options?: components["schemas"]["ZigguratOptionsInput"];
            /** @description True: a rated match (the players' Glicko-2 ratings in this game change when it ends); false: casual. Refused (RATED_NOT_ALLOWED) for one-player matches and matches with the service's bots. Recorded with the match. Default: false. */
            rated?: boolean;
            /** @description Number of seats; defaults to the game's minimum. */
            seats?: number;
            /** @description True: you take no seat (to watch bots play each other, or to open a match for others). You may still see the match and add bots. Default: false. */
            spectate?: boolean;
            /** @description A correspondence clock: seconds each decision may take (60 s to 30 days). When it runs out, the seats that had to act lose. Omitted: no clock. */
            timeLimitSeconds?: number;
            /** @description Who may see the match. Default: "public". */
            visibility?: components["schemas"]["Visibility"];
        };
        /** @description Your legal moves in a match of Ziggurat Demolition Throwdown. Each entry of `moves` can be posted back unchanged as `move`; so can an entry with some fields replaced by one tuple of each of its `alternatives`, and an `anyOrder` field may also be reordered freely. */
        ZigguratLegalMoves: {
            /** @description Other values some fields of a listed move may take: the legal moves are the listed ones with any combination of their alternatives (each legal move once). Empty for games whose moves are all listed. */
            alternatives: components["schemas"]["MoveAlternatives"][];
            /** @description Array fields whose elements may be sent in any order: each ordering is a legal move, listed once. */
            anyOrder: components["schemas"]["AnyOrderField"][];
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "ziggurat";
            /** @description Moves of this game; empty when you need not act now. Post one back as `move` with this `game`. */
            moves: components["schemas"]["ZigguratMove"][];
            /** @description Your seat, or null when you have none. */
            seat: number | null;
            /** @description The match version these moves are legal at: send it as expectedVersion. */
            version: number;
        };
        /** @description A match of Ziggurat Demolition Throwdown, with your view of it. */
        ZigguratMatch: {
            /** @description True when the server plays your seat's forced moves (your only legal move, where that reveals nothing): this match's choice, else your setting. False for spectators. */
            autoPlay: boolean;
            /** @description The clock policy and each seat's clock; null when the match runs no clock. */
            clock: components["schemas"]["MatchClock"] | null;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description When the pending decision times out (ISO 8601); null when no clock runs. */
            deadline: string | null;
            /** @description The version at which the pending decision opened. In a simultaneous decision, other seats committing their hidden choices bump `version` but not this: a move sent with any expectedVersion from decisionVersion to version is accepted. */
            decisionVersion: number;
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "ziggurat";
            /** @description Whether players may ask for hints (GET /v1/matches/{id}/hint). */
            hints: boolean;
            /** @description Match id. */
            id: string;
            /** @description Private matches, for their players only: the code another user presents to join (POST /join with {inviteCode}). */
            inviteCode: string | null;
            options: components["schemas"]["ZigguratOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description Number of entries in the move log. */
            ply: number;
            /** @description Rated (the players' ratings change when it ends) or casual. */
            rated: boolean;
            seats: components["schemas"]["MatchSeat"][];
            /** @description The seed, revealed when the match ends. */
            seed: string | null;
            /** @description sha256 of the secret seed, published at creation. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
            /** @description Seconds each decision may take; null: no clock. */
            timeLimitSeconds: number | null;
            /** @description Seats that must act now. */
            toAct: number[];
            /** @description ISO 8601; the time of the last change. */
            updatedAt: string;
            /** @description Bumped by every change; send it back as expectedVersion. */
            version: number;
            /** @description Your view of the game; null until the match starts. */
            view: components["schemas"]["ZigguratView"] | null;
            visibility: components["schemas"]["Visibility"];
            /** @description Your seat, or null when you watch as a spectator. */
            yourSeat: number | null;
            /** @description True when your seat is in toAct. */
            yourTurn: boolean;
        };
        /** @description The portable record of a match of Ziggurat Demolition Throwdown. */
        ZigguratMatchRecord: {
            /**
             * @description Record format; 2 salts the hash chain (see hashChain).
             * @enum {string}
             */
            format: "pyramidion-record/1" | "pyramidion-record/2";
            /**
             * @description The game id. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "ziggurat";
            /** @description How each hash is computed. */
            hashChain: string;
            /** @description Whether players could ask for hints during the match. */
            hints: boolean;
            /** @description Match id. */
            matchId: string;
            moves: components["schemas"]["ZigguratRecordEntry"][];
            options: components["schemas"]["ZigguratOptions"];
            /** @description How the match ended; null until it has. */
            outcome: components["schemas"]["MatchOutcome"] | null;
            /** @description The current position in the game's text notation, where it has one (allmer-pyramid); for hidden-information games only once the match is over. */
            position: string | null;
            /** @description Whether the match was rated (its end changed the players' ratings). */
            rated: boolean;
            /** @description The rules version the match is played under. */
            rulesVersion: number;
            seats: components["schemas"]["RecordSeat"][];
            /** @description The seed, once the match is over. */
            seed: string | null;
            /** @description sha256 of the secret seed. */
            seedHash: string;
            status: components["schemas"]["MatchStatus"];
        };
        ZigguratMove: components["schemas"]["ZigguratMoveAttack"] | components["schemas"]["ZigguratMoveAttackWithGreen"] | components["schemas"]["ZigguratMoveDefend"] | components["schemas"]["ZigguratMoveDefendWithGreen"] | components["schemas"]["ZigguratMoveTakeHit"] | components["schemas"]["ZigguratMoveMakeChange"] | components["schemas"]["ZigguratMoveDraw"] | components["schemas"]["ZigguratMoveRemodel"] | components["schemas"]["ZigguratMoveRemodelSwap"] | components["schemas"]["ZigguratMoveAttrition"];
        /** @description Attack using a tower of the colour the card requires. */
        ZigguratMoveAttack: {
            /** @description The attack card. */
            card: components["schemas"]["DecktetCard"];
            /** @description The player attacked. */
            targetSeat: number;
            /** @description The tower attacked. */
            targetTower: number;
            /** @constant */
            type: "attack";
            /** @description Also play the Excuse from your hand, making the attack unblockable. */
            unblockable: boolean;
        };
        /** @description Attack using a green tower as a wildcard for the colour you lack. */
        ZigguratMoveAttackWithGreen: {
            /** @description The attack card. */
            card: components["schemas"]["DecktetCard"];
            /** @description Your green tower used as a wildcard; it takes 1 pip of damage. */
            greenTower: number;
            /** @description The player attacked. */
            targetSeat: number;
            /** @description The tower attacked. */
            targetTower: number;
            /** @constant */
            type: "attackWithGreen";
            /** @description Also play the Excuse from your hand, making the attack unblockable. */
            unblockable: boolean;
        };
        /** @description The draw pile ran out: pick your tower that takes 1 pip. */
        ZigguratMoveAttrition: {
            /** @description Your tower that takes 1 pip. */
            tower: number;
            /** @constant */
            type: "attrition";
        };
        /** @description Nullify the attack using your black tower. */
        ZigguratMoveDefend: {
            /** @description Cards from your hand, in canonical Decktet order. */
            cards: components["schemas"]["DecktetCard"][];
            /** @constant */
            type: "defend";
        };
        /** @description Nullify the attack using a green tower (you have no black tower). */
        ZigguratMoveDefendWithGreen: {
            /** @description Cards from your hand, in canonical Decktet order. */
            cards: components["schemas"]["DecktetCard"][];
            /** @description Your green tower used as a wildcard for black; it takes 1 pip of damage. */
            greenTower: number;
            /** @constant */
            type: "defendWithGreen";
        };
        /** @description Draw until you have five cards. */
        ZigguratMoveDraw: {
            /** @constant */
            type: "draw";
        };
        /** @description Pick the scrapyard pyramid placed on a damaged tower. */
        ZigguratMoveMakeChange: {
            /** @description Colour of the scrapyard pyramid to place. */
            colour: components["schemas"]["ZigguratColour"];
            /** @constant */
            type: "makeChange";
        };
        /** @description Discard three cards and swap nothing. */
        ZigguratMoveRemodel: {
            /** @description Cards from your hand, in canonical Decktet order. */
            cards: components["schemas"]["DecktetCard"][];
            /** @constant */
            type: "remodel";
        };
        /** @description Discard three cards and exchange a top pyramid with the scrapyard. */
        ZigguratMoveRemodelSwap: {
            /** @description Cards from your hand, in canonical Decktet order. */
            cards: components["schemas"]["DecktetCard"][];
            /** @description Colour of the same-size scrapyard pyramid put on top instead. */
            colour: components["schemas"]["ZigguratColour"];
            /** @description Your tower whose top pyramid is exchanged. */
            tower: number;
            /** @constant */
            type: "remodelSwap";
        };
        /** @description A move in a match of Ziggurat Demolition Throwdown. */
        ZigguratMoveRequest: {
            /** @description The match version this move was decided on; a stale one gets 409. */
            expectedVersion: number;
            /**
             * @description The match's game. Optional: typed clients send it to select the move type.
             * @constant
             */
            game?: "ziggurat";
            /** @description Retrying with the same key returns the first result. */
            idempotencyKey?: string;
            move: components["schemas"]["ZigguratMove"];
        };
        /** @description Do not defend: the target tower takes the damage. */
        ZigguratMoveTakeHit: {
            /** @constant */
            type: "takeHit";
        };
        ZigguratOptions: {
            /**
             * @description Shuffle in the extended deck: the Excuse, four Pawns (1-pip attacks) and four Courts (2-pip attacks).
             * @default false
             */
            extended: boolean;
        };
        ZigguratOptionsInput: {
            /** @description Shuffle in the extended deck: the Excuse, four Pawns (1-pip attacks) and four Courts (2-pip attacks). Default: false. */
            extended?: boolean;
        };
        /** @enum {string} */
        ZigguratPhase: "turn" | "defence" | "change" | "attrition" | "over";
        /** @description One player as everyone sees them. */
        ZigguratPlayerView: {
            /** @description True once the player has lost their last tower: they are out. */
            eliminated: boolean;
            /** @description Cards in its hand. */
            handSize: number;
            /** @description Pips left in all towers. */
            pips: number;
            /** @description Points for towers destroyed so far (pips are added at the end). */
            points: number;
            /** @description The seat. */
            seat: number;
            /** @description Its four towers. */
            towers: components["schemas"]["ZigguratTowerView"][];
            /** @description Towers destroyed so far. */
            towersLost: number;
        };
        ZigguratPyramidView: {
            colour: components["schemas"]["ZigguratColour"];
            /** @description 1, 2 or 3 pips. */
            size: number;
        };
        /** @description An entry of the move log with its hash. */
        ZigguratRecordEntry: {
            /** @description True when the server played it for the seat: its only legal move, auto-played because the player opted in (it revealed nothing). */
            auto: boolean;
            /** @description Withheld (null) while it could reveal a hidden move. */
            hash: string | null;
            /**
             * @description A move, a resignation, a seat running out of time (in a game that goes on without a seat that left, play continues), a takeback (the move just before it undone with the opponents' consent), an abort (before every seat had moved) or a draw agreed by the players.
             * @enum {string}
             */
            kind: "move" | "resign" | "timeout" | "takeback" | "abort" | "draw";
            move: components["schemas"]["ZigguratMove"] | null;
            /** @description 1-based position in the move log. */
            ply: number;
            /** @description The seat that acted. */
            seat: number;
        };
        /** @description The scrapyard pyramids of one colour and size. */
        ZigguratScrapyardPile: {
            colour: components["schemas"]["ZigguratColour"];
            /** @description How many such pyramids lie in the scrapyard. */
            count: number;
            /** @description 1, 2 or 3 pips. */
            size: number;
        };
        /** @description A tower: its pyramids, bottom first. */
        ZigguratTowerView: {
            /** @description The top pyramid's colour; null once destroyed, and null while the colour of a pending change on top is being chosen. */
            colour: components["schemas"]["ZigguratColour"] | null;
            /** @description Tower index 0-3 (the starting red, blue, yellow and black towers). */
            index: number;
            /** @description While a change for this tower is being chosen (see `change`): the size of the pyramid about to go on top; else null. */
            pendingChange: number | null;
            /** @description Pips left in the tower, counting a pending change (0 only once destroyed). */
            pips: number;
            /** @description Bottom first; a pending change is not yet among them. */
            pyramids: components["schemas"]["ZigguratPyramidView"][];
        };
        /** @description Ziggurat as a seat or a spectator sees it. */
        ZigguratView: {
            /** @description The attack waiting for a defence, or null. */
            attack: components["schemas"]["ZigguratAttackView"] | null;
            /** @description Players still to pick their attrition tower, the next first. */
            attritionQueue: number[];
            /** @description The change being chosen, or null. */
            change: components["schemas"]["ZigguratChangeView"] | null;
            /** @description Whose turn it is. */
            currentPlayer: number;
            /** @description Seats that left the game (resigned or ran out of time), in the order they left; absent while none has. They are out and cannot win. */
            departed?: number[];
            /** @description Face up, bottom first. */
            discardPile: components["schemas"]["DecktetCard"][];
            /** @description Cards left in the draw pile. */
            drawPileSize: number;
            /** @description True when the match plays with the extended deck. */
            extended: boolean;
            /** @description The viewer's own hand in canonical order; empty for spectators. */
            hand: components["schemas"]["DecktetCard"][];
            /** @description What the game waits for: a turn, a defence, a change choice, an attrition choice, or nothing. */
            phase: components["schemas"]["ZigguratPhase"];
            /** @description Every player, by seat. */
            players: components["schemas"]["ZigguratPlayerView"][];
            /** @description The rules version this match is played under (rules.md, Rules versions). */
            rulesVersion: number;
            /** @description The pyramids in the scrapyard. */
            scrapyard: components["schemas"]["ZigguratScrapyardPile"][];
            /** @description Number of players. */
            seats: number;
            /** @description The seat that played first. */
            startPlayer: number;
            /** @description Who must move now (a defender, a change chooser, ... need not be the current player). */
            toAct: number[];
            /** @description The seat this view is for; null for a spectator. */
            viewer: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ChallengesController_list: {
        parameters: {
            query?: {
                /** @description Only challenges in this status. */
                status?: components["schemas"]["ChallengeStatus"];
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 50); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeList"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ChallengesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChallengeRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ChallengesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Challenge id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ChallengesController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Challenge id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ChallengesController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Challenge id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ChallengesController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Challenge id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    GamesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameInfo"][];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    GamesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A game id, e.g. pyramid-solitaire. */
                gameId: components["schemas"]["GameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameInfo"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    GamesController_rules: {
        parameters: {
            query?: {
                /** @description The language of the rules (en or es); it wins over Accept-Language. A game without rules in it answers in English (Content-Language: en). */
                lang?: components["schemas"]["RulesLanguage"];
            };
            header?: never;
            path: {
                /** @description A game id, e.g. pyramid-solitaire. */
                gameId: components["schemas"]["GameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en"><head><meta charset="utf-8"><title>Pyramid Solitaire: rules</title></head>
                     *     <body>
                     *     <h1>Pyramid Solitaire (<code>pyramid-solitaire</code>)</h1>
                     *     </body></html>
                     */
                    "text/html": string;
                    /**
                     * @example # Pyramid Solitaire (`pyramid-solitaire`)
                     *
                     *     Pyramid patience for one player: clear a pyramid of 28 cards by removing available cards whose
                     *     values add up to 13.
                     */
                    "text/markdown": string;
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    RatingsController_leaderboard: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 20); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description A game id (GET /v1/games). */
                game: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Leaderboard"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_list: {
        parameters: {
            query?: {
                /** @description mine: where I have a seat; open: public matches I can join; public: all public matches. */
                scope?: components["schemas"]["MatchScope"];
                /** @description Only matches of this game. */
                game?: components["schemas"]["GameId"];
                /** @description Only matches in this status. */
                status?: components["schemas"]["MatchStatus"];
                /** @description nextCursor of the previous page. */
                cursor?: string;
                /** @description Page size. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPage"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMatchRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchSocialController_abort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AbortRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    CorrespondenceController_addTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTimeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AnalysisController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchAnalysis"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_autoPlay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoPlayRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_addBot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddBotRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchSocialController_readChat: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 500 (default 100); above 500 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatList"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchSocialController_writeChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatPostInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchSocialController_draw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DrawAction"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchOffers"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Illegal move: the rule's own code, also in `rule` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchEventsController_events: {
        parameters: {
            query?: {
                /** @description The version you have, when your client cannot send the Last-Event-ID header. */
                after?: string;
            };
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id: 7
                     *     event: move
                     *     data: {"kind":"move","match":{"id":"…","version":7,"ply":5,"status":"active","view":{…},…}}
                     *
                     *     : heartbeat
                     */
                    "text/event-stream": string;
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `read` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_hint: {
        parameters: {
            query?: {
                /** @description The level of the bot that suggests the move; default the game's highest. */
                level?: number;
            };
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hint"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_getHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["History"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_legalMoves: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalMoves"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_move: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Illegal move: the rule's own code, also in `rule` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchSocialController_getOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchOffers"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_ply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
                /** @description The ply, from 0 to the match's ply. */
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlyView"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRecord"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchSocialController_rematch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MatchesController_resign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResignRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    CorrespondenceController_pending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Takeback"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    CorrespondenceController_request: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TakebackRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TakebackAsked"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    CorrespondenceController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    CorrespondenceController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MeController_events: {
        parameters: {
            query?: {
                /** @description The last event id you have (as Last-Event-ID); omitted: from now on (a stream) or none (a page). */
                after?: string;
                /** @description Page size (JSON answers only). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                    /**
                     * @example id: 7
                     *     event: your_turn
                     *     data: {"id":"7","type":"your_turn","matchId":"…","version":4,"data":{"game":"sabotage","seat":1,"deadline":null},"createdAt":"…"}
                     *
                     *     : heartbeat
                     */
                    "text/event-stream": string;
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MeController_changed: {
        parameters: {
            query?: {
                /** @description nextCursor of your last call; leave it out on the first poll (an empty or "null" value is 400 VALIDATION_FAILED). */
                changedSince?: string;
                /** @description Page size. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangedMatches"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MutesController_list: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 50); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MutesController_mute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Their username. */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MutesController_unmute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Their username. */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TokensController_listApps: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 50); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientList"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `account` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TokensController_registerApp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOAuthClientRequest"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClient"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `account` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TokensController_deleteApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client_id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `account` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    PushSubscriptionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionList"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `webhooks` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    PushSubscriptionsController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePushSubscriptionInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `webhooks` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    PushSubscriptionsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Push subscription id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `webhooks` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MeController_getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MeController_putSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `account` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TokensController_list: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 50); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `account` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TokensController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiTokenRequest"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `account` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TokensController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Token id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `account` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MeController_turns: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the most urgent first. */
                cursor?: string;
                /** @description Page size (at most 100). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Turns"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TokensController_upgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotUpgrade"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `account` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    CorrespondenceController_vacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    CorrespondenceController_setVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VacationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `account` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `webhooks` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `webhooks` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    WebhooksController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `webhooks` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    WebhooksController_deliveries: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 20); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `webhooks` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    WebhooksController_redeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
                /** @description Delivery id (the webhook-id header). */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeliverAnswer"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `webhooks` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    WebhooksController_enable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `webhooks` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    PushKeyController_vapidPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VapidKey"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SeeksController_list: {
        parameters: {
            query?: {
                /** @description Only seeks of this game. */
                game?: string;
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 50); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeekList"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SeeksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSeekRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeekResult"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SeeksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Seek id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seek"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SeeksController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Seek id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seek"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SeeksController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Seek id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeekResult"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_list: {
        parameters: {
            query?: {
                /** @description public: every public tournament, newest first; organised: yours, newest first; entered: those you entered, latest entry first. */
                scope?: "public" | "organised" | "entered";
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 20); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentList"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_get: {
        parameters: {
            query?: {
                /** @description The invite code, to read a private tournament you have not entered. */
                inviteCode?: string;
            };
            header?: never;
            path: {
                /** @description Tournament id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_addBot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTournamentBotRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinTournamentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: send the body as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_round: {
        parameters: {
            query?: {
                /** @description The invite code, to read a private tournament you have not entered. */
                inviteCode?: string;
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 500 (default 100); above 500 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Tournament id. */
                id: string;
                /** @description Round number, from 1. */
                round: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentRoundPage"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed (NOT_A_PLAYER); INSUFFICIENT_SCOPE without the `play` scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TournamentsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description A malformed path parameter (VALIDATION_FAILED: longer than 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `play` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    RatingsController_profile: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 20); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The username (case does not matter). */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    RatingsController_history: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted: the first page. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 20); above 100 is 400 VALIDATION_FAILED. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The username (case does not matter). */
                username: string;
                /** @description A game id (GET /v1/games). */
                game: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingHistory"];
                };
            };
            /** @description Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_SCOPE: the token lacks the `read` scope (`scope` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited (RATE_LIMITED, with retryAfterSeconds) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    webhook_challenge_accepted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "challenge_accepted";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_challenge_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "challenge_cancelled";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_challenge_declined: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "challenge_declined";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_challenge_expired: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "challenge_expired";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_challenge_received: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "challenge_received";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_chat_message: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "chat_message";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_deadline_approaching: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "deadline_approaching";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_draw_accepted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "draw_accepted";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_draw_declined: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "draw_declined";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_draw_offered: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "draw_offered";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_match_aborted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "match_aborted";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_match_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "match_created";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_match_finished: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "match_finished";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_match_joined: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "match_joined";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_match_started: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "match_started";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_opponent_on_vacation: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "opponent_on_vacation";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_rematch_offered: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "rematch_offered";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_seek_paired: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "seek_paired";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_takeback_accepted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "takeback_accepted";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_takeback_declined: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "takeback_declined";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_takeback_requested: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "takeback_requested";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_added: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "time_added";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_tournament_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "tournament_cancelled";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_tournament_finished: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "tournament_finished";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_tournament_paired: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "tournament_paired";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_tournament_round_started: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "tournament_round_started";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_webhook_disabled: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "webhook_disabled";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_your_turn: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on every attempt: deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"] & {
                    /** @constant */
                    type?: "your_turn";
                };
            };
        };
        responses: {
            /** @description Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
