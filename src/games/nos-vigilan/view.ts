/**
 * What a seat or a spectator sees. A card front is shown only when the viewer has seen it
 * (`state.known`; a spectator sees what both seats have seen); any other card shows its back
 * faction only, without its id (the id would name the card).
 */
import { z } from 'zod';
import type { Viewer } from '../../engine/game.js';
import { challengeText, FactionSchema, SpecialSchema, type Deck } from './cards/card-set.js';
import { PHASES, SEATS, type NosVigilanMove, type NosVigilanState, type Seat } from './state.js';

const ChallengeViewSchema = z
  .object({
    kind: z.enum(['higher', 'lower', 'more-symbols', 'fewer-symbols', 'has-symbol', 'even', 'odd', 'closest']).describe('The kind of condition.'),
    faction: FactionSchema.nullable().describe('The symbol asked for by has-symbol, else null.'),
    target: z.number().int().nullable().describe('The value aimed at by closest, else null.'),
    text: z.string().describe('The condition in words.'),
  })
  .strict()
  .meta({ id: 'NosVigilanChallengeView', description: 'A printed challenge condition.' });

const KnownCardSchema = z
  .object({
    kind: z.literal('known'),
    id: z.string().describe('The card id, e.g. "nv-07".'),
    name: z.string().describe('The name printed on the card.'),
    value: z.number().int().describe('The value printed on the card.'),
    back: FactionSchema,
    symbols: z.array(FactionSchema).describe('Front faction symbols (0-2).'),
    special: SpecialSchema.nullable(),
    challenge: ChallengeViewSchema,
  })
  .strict()
  .meta({ id: 'NosVigilanKnownCard', description: 'A card whose front the viewer has seen.' });

const HiddenCardSchema = z
  .object({ kind: z.literal('hidden'), back: FactionSchema.describe('The faction printed on the back.') })
  .strict()
  .meta({ id: 'NosVigilanHiddenCard', description: 'A card seen from the back only.' });

export const CardViewSchema = z
  .discriminatedUnion('kind', [KnownCardSchema, HiddenCardSchema])
  .meta({ id: 'NosVigilanCardView', description: 'A card as the viewer sees it: its front if seen, else its back.' });
type CardView = z.infer<typeof CardViewSchema>;

const PyramidSlotSchema = z
  .object({
    slot: z.number().int().describe('0-2 base (left to right), 3-4 middle, 5 top.'),
    row: z.enum(['base', 'middle', 'top']).describe('The row of the slot.'),
    card: CardViewSchema.describe('The card in the slot.'),
    faceUp: z.boolean().describe('True for a Revelación gnomo placed by its own effect.'),
    symbol: FactionSchema.describe('The symbol this slot counts as at scoring.'),
  })
  .strict()
  .meta({ id: 'NosVigilanPyramidSlot', description: 'A slot of the pyramid and its card.' });

const PlayerViewSchema = z
  .object({
    seat: z.number().int().describe('The seat.'),
    hand: z.array(CardViewSchema).describe("Own hand in its order; an opponent's hand as known cards by id, then backs by faction."),
    drawPileCount: z.number().int().describe('Cards in its draw pile.'),
    drawPileTopBack: FactionSchema.nullable().describe('The back of the top card of the draw pile (mazo de robo).'),
    zone: z.array(CardViewSchema).describe('Scoring zone (zona de puntuación), in arrival order.'),
    committed: z.boolean().describe('True when this seat has chosen its card this round, or presented its ordering.'),
    play: CardViewSchema.nullable().describe("This round's chosen card: to its owner at once, to others after the reveal."),
    ordering: z.array(CardViewSchema).nullable().describe('The presented ordering: to its owner at once, to others when both are in.'),
  })
  .strict()
  .meta({ id: 'NosVigilanPlayerView', description: 'One seat as the viewer sees it.' });

const RoundRecordSchema = z
  .object({
    round: z.number().int().describe('The round, 1-6.'),
    challenge: z.string().describe("The id of the round's challenge card."),
    plays: z.array(z.string()).describe('The card each seat played.'),
    winner: z.number().int().nullable().describe('The seat that won the challenge.'),
    decidedBy: z.enum(['condition', 'closest', 'random']).describe('What decided the winner: the condition, the value closest to the target, or chance.'),
    toPyramid: z.string().describe('The card that went to the pyramid.'),
    toZones: z.array(z.string()).describe("The card that went to each seat's scoring zone."),
  })
  .strict()
  .meta({ id: 'NosVigilanRoundRecord', description: 'A finished round: its challenge, the plays, the winner and where each card went.' });

const CriterionSchema = z
  .object({
    criterion: z.enum(['final-challenge', 'value-run', 'symbol-run', 'base-pattern', 'middle-pairs', 'top-majority']).describe('The scoring criterion.'),
    measure: z.number().int().describe('1/0 for the Final Challenge, a run length, a pattern or pair count, a symbol count.'),
    faction: FactionSchema.nullable().describe('The symbol of the longest symbol run, else null.'),
    points: z.number().int().describe('The points it scores.'),
  })
  .strict()
  .meta({ id: 'NosVigilanCriterion', description: "One scoring criterion of a seat's result." });

const CardUseSchema = z
  .object({ card: z.string().describe('The card id.'), symbols: z.array(FactionSchema).describe('The symbols it counted as, in order.') })
  .strict()
  .meta({ id: 'NosVigilanCardUse', description: 'How a presented card was used for the base-row pattern.' });

const PlayerScoreSchema = z
  .object({
    seat: z.number().int().describe('The seat.'),
    criteria: z.array(CriterionSchema).describe('Points per criterion.'),
    total: z.number().int().describe('Total points.'),
    holdsEye: z.boolean().describe('True when this seat holds El ojo que todo lo ve in hand (the second tie-break).'),
    patternUses: z.array(CardUseSchema).describe('How the engine used each presented card for the base pattern.'),
  })
  .strict()
  .meta({ id: 'NosVigilanPlayerScore', description: "A seat's final score." });

const ResultSchema = z
  .object({
    base: z.array(FactionSchema).describe('The symbols of the base row: the target pattern.'),
    middle: z.array(FactionSchema).describe('The symbols of the middle row.'),
    top: FactionSchema.describe('The symbol of the top slot.'),
    players: z.array(PlayerScoreSchema).describe("Each seat's score."),
    winners: z.array(z.number().int()).describe('The winning seats (both for a shared win).'),
    decidedBy: z.enum(['points', 'final-challenge', 'eye', 'shared']).describe('What decided: points, then the Final Challenge winner, then El ojo que todo lo ve, else a shared win.'),
  })
  .strict()
  .meta({ id: 'NosVigilanResult', description: 'The final scoring, once the game is over.' });

export const ViewSchema = z
  .object({
    viewer: z.number().int().nullable().describe("The viewer's seat, or null for a spectator."),
    rulesVersion: z.number().int().describe('The rules version this match is played under (only 1 so far).'),
    phase: z.enum(PHASES).describe('The phase of the game.'),
    round: z.number().int().describe('1-6; 6 is the Final Challenge (Desafío Final).'),
    toAct: z.array(z.number().int()).describe('Seats that must act now.'),
    challenge: CardViewSchema.nullable().describe("This round's challenge card (the Final Challenge card stays hidden until the reveal)."),
    challengePileCount: z.number().int().describe('Cards left in the challenge pile.'),
    challengePileTopBack: FactionSchema.nullable(),
    finalCard: CardViewSchema.nullable().describe('The set-aside Final Challenge card, while set aside.'),
    table: z.array(CardViewSchema).describe('Cards of this round still to be taken (after the reveal).'),
    winner: z.number().int().nullable().describe("This round's challenge winner while the cards are being taken."),
    winnerDestination: z.enum(['pyramid', 'zone']).nullable().describe("Where the challenge winner sent a card, while the loser takes theirs."),
    players: z.array(PlayerViewSchema).describe('Each seat as the viewer sees it.'),
    pyramid: z.array(PyramidSlotSchema).describe('The pyramid, slot by slot.'),
    rounds: z.array(RoundRecordSchema).describe('The finished rounds.'),
    finalWinner: z.number().int().nullable().describe('The winner of the Final Challenge, once decided.'),
    result: ResultSchema.nullable().describe('The final scoring; null until the game is over.'),
  })
  .strict()
  .meta({ id: 'NosVigilanView', description: 'Nos vigilan as a seat or a spectator sees it.' });
export type NosVigilanView = z.infer<typeof ViewSchema>;

/** Ids whose fronts `viewer` has seen. */
export function knownTo(s: NosVigilanState, viewer: Viewer): Set<string> {
  if (viewer === 0 || viewer === 1) return new Set(s.known[viewer]);
  return new Set(s.known[0].filter((id) => s.known[1].includes(id)));
}

export function makeView(deck: Deck, s: NosVigilanState, viewer: Viewer, toAct: number[]): NosVigilanView {
  const known = knownTo(s, viewer);
  const show = (id: string): CardView => {
    const c = deck.card(id);
    if (!known.has(id)) return { kind: 'hidden', back: c.back };
    const ch = c.challenge;
    return {
      kind: 'known',
      id,
      name: c.name,
      value: c.value,
      back: c.back,
      symbols: [...c.symbols],
      special: c.special,
      challenge: {
        kind: ch.kind,
        faction: ch.kind === 'has-symbol' ? ch.faction : null,
        target: ch.kind === 'closest' ? ch.target : null,
        text: challengeText(ch),
      },
    };
  };
  // Another seat's hand: known cards by id, hidden backs by faction, so the order tells nothing.
  const unordered = (ids: readonly string[]): CardView[] => {
    const seen = ids.filter((id) => known.has(id)).sort();
    const backs = ids.filter((id) => !known.has(id)).map((id) => deck.card(id).back).sort();
    return [...seen.map(show), ...backs.map((back): CardView => ({ kind: 'hidden', back }))];
  };
  const revealed = s.phase !== 'choose';
  const players = SEATS.map((p: Seat) => {
    const mine = viewer === p;
    const choice = s.choices[p];
    const ordering = s.orderings[p];
    return {
      seat: p,
      hand: mine ? s.hands[p].map(show) : unordered(s.hands[p]),
      drawPileCount: s.drawPiles[p].length,
      drawPileTopBack: s.drawPiles[p].length > 0 ? deck.card(s.drawPiles[p][0]).back : null,
      zone: s.zones[p].map(show),
      committed: s.phase === 'order' || s.phase === 'finished' ? ordering !== null : choice !== null && s.phase === 'choose',
      play: choice !== null && (mine || revealed) && s.phase !== 'finished' && s.rounds.length < s.round ? show(choice) : null,
      ordering: ordering !== null && (mine || s.phase === 'finished') ? ordering.map(show) : null,
    };
  });
  const rows = ['base', 'base', 'base', 'middle', 'middle', 'top'] as const;
  const pyramid = s.pyramid.map((id, slot) => ({
    slot,
    row: rows[slot],
    card: show(id),
    faceUp: s.faceUp.includes(id),
    symbol: s.faceUp.includes(id) ? ('gnomos' as const) : deck.card(id).back,
  }));
  const r = s.result;
  return {
    viewer,
    rulesVersion: 1,
    phase: s.phase,
    round: s.round,
    toAct,
    challenge: s.challenge === null ? null : show(s.challenge),
    challengePileCount: s.challengePile.length,
    challengePileTopBack: s.challengePile.length > 0 ? deck.card(s.challengePile[0]).back : null,
    finalCard: s.finalCard === null ? null : show(s.finalCard),
    table: s.table.map(show),
    winner: s.phase === 'claim' || s.phase === 'keep' ? s.winner : null,
    // The state keeps round 6's pick after the rounds end; like `winner`, it is shown only while cards are taken.
    winnerDestination: s.phase === 'keep' ? s.winnerDestination : null,
    players,
    pyramid,
    rounds: s.rounds.map((x) => ({ ...x, plays: [...x.plays], toZones: [...x.toZones] })),
    finalWinner: s.finalWinner,
    result:
      r === null
        ? null
        : {
            base: [...r.base],
            middle: [...r.middle],
            top: r.top,
            winners: [...r.winners],
            decidedBy: r.decidedBy,
            players: r.players.map((p, seat) => ({
              seat,
              total: p.total,
              holdsEye: p.holdsEye,
              patternUses: p.patternUses.map((u) => ({ card: u.card, symbols: [...u.symbols] })),
              criteria: [
                { criterion: 'final-challenge' as const, measure: p.finalChallenge, faction: null, points: p.finalChallenge },
                { criterion: 'value-run' as const, measure: p.valueRun.length, faction: null, points: p.valueRun.points },
                { criterion: 'symbol-run' as const, measure: p.symbolRun.length, faction: p.symbolRun.faction, points: p.symbolRun.points },
                { criterion: 'base-pattern' as const, measure: p.basePattern.count, faction: null, points: p.basePattern.points },
                { criterion: 'middle-pairs' as const, measure: p.middlePairs.count, faction: null, points: p.middlePairs.points },
                { criterion: 'top-majority' as const, measure: p.topMajority.count, faction: null, points: p.topMajority.points },
              ],
            })),
          },
  };
}

/** Every card id whose front `viewer` must not see now. */
export function secretIds(deck: Deck, s: NosVigilanState, viewer: Viewer): string[] {
  const known = knownTo(s, viewer);
  return deck.ids.filter((id) => !known.has(id));
}

/** A simultaneous choice stays redacted for everyone but its maker until it is revealed. */
export function redactMove(move: NosVigilanMove, mover: Seat, viewer: Viewer, now: NosVigilanState): unknown {
  if (viewer === mover) return move;
  if (move.type === 'play' && now.phase === 'choose' && now.choices[mover] === move.card) return { type: 'play', card: null };
  if (move.type === 'order' && now.phase !== 'finished') return { type: 'order', cards: null };
  return move;
}
