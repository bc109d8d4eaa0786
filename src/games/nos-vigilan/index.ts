/**
 * Nos vigilan: a two-player conspiracy card duel with simultaneous hidden choices (seed 001, made
 * exact by the rulings of rules.md). `createNosVigilanGame(cardSet)` builds the
 * game over any valid 18-card set; the registered game uses the house set.
 */
import { reject, type Game, type Outcome, type Viewer } from '../../engine/game.js';
import { nosVigilanBot } from './bot.js';
import { makeDeck, type CardSet, type Deck } from './cards/card-set.js';
import { HOUSE_SET } from './cards/house-set.js';
import { applyAbduct, applyDecline, applyGnome, applyOrder, effectHolder } from './ordering.js';
import { applyClaim, applyKeep, applyPlay, setupState } from './round.js';
import { makeOptionsSchema, MoveSchema, other, SEATS, type NosVigilanMove, type NosVigilanOptions, type NosVigilanState, type Seat } from './state.js';
import { makeView, redactMove, secretIds, ViewSchema, type NosVigilanView } from './view.js';
import { NOS_VIGILAN_REJECTIONS } from './rejections.js';
import { namesOf } from './cards/card-set.js';

export type { NosVigilanMove, NosVigilanOptions, NosVigilanState, NosVigilanView };

/** Which move types each phase accepts. */
const PHASE_MOVES: Record<NosVigilanState['phase'], NosVigilanMove['type'][]> = {
  choose: ['play'],
  claim: ['claim'],
  keep: ['keep'],
  abduction: ['abduct', 'decline'],
  gnome: ['gnome', 'decline'],
  order: ['order'],
  finished: [],
};

const ORDER_FIELDS = ['cards'] as const;
const DESTINATIONS = ['pyramid', 'zone'] as const;

function toAct(deck: Deck, s: NosVigilanState): Seat[] {
  switch (s.phase) {
    case 'choose':
      return SEATS.filter((p) => s.choices[p] === null);
    case 'claim':
      return [s.winner!];
    case 'keep':
      return [other(s.winner!)];
    case 'abduction':
      return [effectHolder(deck, s, 'abduccion')!];
    case 'gnome':
      return [effectHolder(deck, s, 'revelacion-gnomo')!];
    case 'order':
      return SEATS.filter((p) => s.orderings[p] === null);
    case 'finished':
      return [];
  }
}

function legalMoves(deck: Deck, s: NosVigilanState, seat: number): NosVigilanMove[] {
  if (!(toAct(deck, s) as number[]).includes(seat)) return [];
  const p = seat as Seat;
  switch (s.phase) {
    case 'choose':
      return s.hands[p].map((card) => ({ type: 'play', card }));
    case 'claim': {
      // A plain loop: flatMap over nested maps was the costliest line of a random playout's listings.
      const moves: NosVigilanMove[] = [];
      for (const card of s.table) for (const destination of DESTINATIONS) moves.push({ type: 'claim', card, destination });
      return moves;
    }
    case 'keep':
      return s.table.map((card) => ({ type: 'keep', card }));
    case 'abduction':
      return [...s.pyramid.slice(0, 3).map((card): NosVigilanMove => ({ type: 'abduct', card })), { type: 'decline' }];
    case 'gnome':
      return [...s.pyramid.map((card): NosVigilanMove => ({ type: 'gnome', card })), { type: 'decline' }];
    case 'order':
      // "ordenarán las cartas en su mano libremente": one move, its cards in any order (anyOrderFields).
      return [{ type: 'order', cards: [...s.hands[p]] }];
    case 'finished':
      return [];
  }
}

export function createNosVigilanGame(cardSet: CardSet | unknown = HOUSE_SET): Game<NosVigilanOptions, NosVigilanState, NosVigilanMove, NosVigilanView> {
  const deck = makeDeck(cardSet);
  return {
    meta: {
      id: 'nos-vigilan',
      title: 'Nos vigilan',
      summary: 'Two conspiracy hunters gather evidence in six simultaneous challenges, build a pyramid, then order their evidence for points.',
      minPlayers: 2,
      maxPlayers: 2,
      hiddenInformation: true,
      hides: 'hands, piles, committed choices',
      randomness: true,
      simultaneousMoves: true,
      drawPossible: false,
      rulesVersion: 1,
      rulesDoc: 'src/games/nos-vigilan/rules.md',
      typeName: 'NosVigilan',
      names: namesOf(deck.set),
    },
    schemas: { options: makeOptionsSchema(deck.set.name), move: MoveSchema, view: ViewSchema },
    rejections: NOS_VIGILAN_REJECTIONS,
    validateSetup: (_options, seats) => (seats === 2 ? null : { code: 'OPTIONS_INVALID', reason: 'Nos vigilan is played by exactly two players.' }),
    setup: (_options, _seats, seed) => setupState(deck, seed),
    toAct: (s) => toAct(deck, s),
    legalMoves: (s, seat) => legalMoves(deck, s, seat),
    // Every permutation of the hand is a legal ordering (applyOrder accepts any of them).
    anyOrderFields: (move) => (move.type === 'order' ? ORDER_FIELDS : []),
    apply(s, seat, raw) {
      if (s.phase === 'finished') return reject('GAME_OVER', 'The game is over.');
      if (!(toAct(deck, s) as number[]).includes(seat)) return reject('NOT_YOUR_TURN', 'It is not your turn to act.');
      const parsed = MoveSchema.safeParse(raw);
      if (!parsed.success) return reject('BAD_MOVE', 'This is not a Nos vigilan move.');
      const move = parsed.data;
      if (!PHASE_MOVES[s.phase].includes(move.type)) return reject('WRONG_PHASE', `A "${move.type}" move is not possible now (phase: ${s.phase}).`);
      const p = seat as Seat;
      switch (move.type) {
        case 'play':
          return applyPlay(deck, s, p, move.card);
        case 'claim':
          return applyClaim(s, p, move.card, move.destination);
        case 'keep':
          return applyKeep(deck, s, p, move.card);
        case 'abduct':
          return applyAbduct(deck, s, p, move.card);
        case 'gnome':
          return applyGnome(deck, s, p, move.card);
        case 'decline':
          return applyDecline(deck, s);
        case 'order':
          return applyOrder(deck, s, p, move.cards);
      }
    },
    view: (s, viewer: Viewer) => makeView(deck, s, viewer, toAct(deck, s)),
    outcome(s): Outcome {
      const r = s.result;
      if (s.phase !== 'finished' || r === null) return { finished: false };
      const scores = r.players.map((p) => p.total);
      const why =
        r.decidedBy === 'points'
          ? `Seat ${r.winners[0]} scored the most points (${scores.join(' to ')}).`
          : r.decidedBy === 'final-challenge'
            ? `Tied on ${scores[0]} points; seat ${r.winners[0]} won the Final Challenge.`
            : r.decidedBy === 'eye'
              ? `Tied on ${scores[0]} points with no Final Challenge winner; seat ${r.winners[0]} holds El ojo que todo lo ve.`
              : `Tied on ${scores[0]} points with no other tie-break: the victory is shared.`;
      return { finished: true, winners: [...r.winners], draw: false, scores, reason: why };
    },
    secrets: (s, viewer) => secretIds(deck, s, viewer),
    moveView: (move, mover, viewer, now) => redactMove(move, mover as Seat, viewer, now),
    // Every decision is a hidden choice (a card played face down, a claim or ordering that the
    // second choice reveals), or follows one: undoing it would hide what was revealed, or let a
    // player choose again once the other's choice is known. No move can be taken back.
    takebackAllowed: () => false,
    get bot() {
      return nosVigilanBot(deck, this);
    },
  };
}

export const nosVigilanGame = createNosVigilanGame();
