/**
 * A full Nos vigilan state consistent with what a seat has seen. The seat sees the front of every
 * card it has ever seen (the view shows it wherever it lies now, and the round records name the
 * cards of past rounds) and the back of every other card in the hands, on the piles' tops and in
 * the pyramid. The cards it has not seen are dealt uniformly at random to the places it cannot
 * see, a card showing a back only to a place showing that back. A hidden simultaneous choice of
 * the opponent (a committed play or ordering) is sampled uniformly among the choices it could be.
 */
import type { BotInput } from '../../engine/bots/contract.js';
import { newRng, type Rng } from '../../engine/rng.js';
import type { Deck, Faction } from './cards/card-set.js';
import { decideChallenge } from './conditions.js';
import { LAST_ROUND } from './round.js';
import { scoreGame } from './scoring.js';
import { other, type NosVigilanMove, type NosVigilanState, type Seat } from './state.js';
import type { NosVigilanView } from './view.js';

type CardView = NosVigilanView['table'][number];
type Place = { readonly id: string } | { readonly back: Faction } | { readonly any: true };

/** Every card front the view and the round records show: the cards the seat has seen. */
export function seenIds(v: NosVigilanView): string[] {
  const cards: CardView[] = [
    ...[v.challenge, v.finalCard].filter((c): c is CardView => c !== null),
    ...v.table,
    ...v.players.flatMap((p) => [...p.hand, ...p.zone, ...(p.play ? [p.play] : []), ...(p.ordering ?? [])]),
    ...v.pyramid.map((p) => p.card),
  ];
  const fromRounds = v.rounds.flatMap((r) => [r.challenge, ...r.plays, r.toPyramid, ...r.toZones]);
  return [...new Set([...cards.flatMap((c) => (c.kind === 'known' ? [c.id] : [])), ...fromRounds])];
}

/** The cards a swap gave (their own effects are spent): the history names them. */
export function swappedInHistory(history: BotInput<unknown, unknown>['history']): string[] {
  return history.flatMap((h) => {
    const m = h.move as Partial<NosVigilanMove> | null;
    return h.kind === 'move' && (m?.type === 'abduct' || m?.type === 'gnome') && typeof m.card === 'string' ? [m.card] : [];
  });
}

const placeOf = (c: CardView): Place => (c.kind === 'known' ? { id: c.id } : { back: c.back });

/** A face-down pile of `count` cards whose top shows `top`. */
const pile = (count: number, top: Faction | null): Place[] =>
  Array.from({ length: count }, (_, i): Place => (i === 0 && top !== null ? { back: top } : { any: true }));

/**
 * Deals the unseen cards: first every place that shows a back, from the unseen cards with that
 * back, then the places that show nothing from the rest. Every consistent deal is equally likely.
 */
function dealer(deck: Deck, unseen: readonly string[], places: readonly Place[][], rng: Rng): string[][] {
  const byBack = new Map<Faction, string[]>();
  for (const id of rng.shuffle(unseen)) byBack.set(deck.card(id).back, [...(byBack.get(deck.card(id).back) ?? []), id]);
  const dealt = places.map((list) =>
    list.map((p) => {
      if ('id' in p) return p.id;
      if (!('back' in p)) return null;
      const id = byBack.get(p.back)?.pop();
      if (id === undefined) throw new Error(`nos-vigilan determinize: no unseen card with a ${p.back} back is left`);
      return id;
    }),
  );
  const rest = rng.shuffle([...byBack.values()].flat());
  const out = dealt.map((list) => list.map((id) => id ?? rest.pop()!));
  if (rest.length > 0 || out.flat().some((id) => id === undefined)) throw new Error('nos-vigilan determinize: the view and the unseen cards disagree');
  return out;
}

export function determinizer(deck: Deck): (input: BotInput<NosVigilanView, NosVigilanMove>, rng: Rng) => NosVigilanState {
  return (input, rng) => {
    const v = input.view;
    const me = input.seat as Seat;
    const opp = other(me);
    const seen = seenIds(v);
    const unseen = deck.ids.filter((id) => !seen.includes(id));
    const [p0, p1] = v.players;
    // After the reveal the challenge card also lies on the table or in the pyramid or a zone.
    const ownChallenge = v.phase === 'choose' && v.challenge !== null;
    const [hand0, hand1, draw0, draw1, challengePile, final, challenge, table, zone0, zone1, pyramid] = dealer(
      deck,
      unseen,
      [
        p0.hand.map(placeOf),
        p1.hand.map(placeOf),
        pile(p0.drawPileCount, p0.drawPileTopBack),
        pile(p1.drawPileCount, p1.drawPileTopBack),
        pile(v.challengePileCount, v.challengePileTopBack),
        v.finalCard === null ? [] : [placeOf(v.finalCard)],
        ownChallenge ? [placeOf(v.challenge!)] : [],
        v.table.map(placeOf),
        p0.zone.map(placeOf),
        p1.zone.map(placeOf),
        v.pyramid.map((p) => placeOf(p.card)),
      ],
      rng,
    );
    const hands = [hand0, hand1];
    const last = v.rounds[v.rounds.length - 1];
    const inRounds = v.phase === 'choose' || v.phase === 'claim' || v.phase === 'keep';
    const idOf = (c: CardView | null): string | null => (c !== null && c.kind === 'known' ? c.id : null);
    const choices = inRounds
      ? v.players.map((p) => idOf(p.play) ?? (p.committed ? rng.pick(hands[p.seat]) : null))
      : [...(last?.plays ?? [null, null])];
    const orderings = v.players.map((p) => {
      if (p.ordering !== null) return p.ordering.map((c) => idOf(c)!);
      return p.committed && v.phase === 'order' ? rng.shuffle(hands[p.seat]) : null;
    });
    const challengeId = ownChallenge ? challenge[0] : idOf(v.challenge);
    const winner = (v.winner ?? (inRounds ? null : (last?.winner ?? null))) as Seat | null;
    const decidedBy =
      v.phase === 'claim' || v.phase === 'keep'
        ? decideChallenge(deck.card(challengeId!), deck.card(choices[0]!), deck.card(choices[1]!), v.round === LAST_ROUND).decidedBy
        : null;
    // What the opponent has seen matters only to its own view: the public cards and its hand.
    const known: string[][] = [[], []];
    known[me] = seen;
    known[opp] = [...new Set([...seen.filter((id) => !hands[me].includes(id)), ...hands[opp]])];
    const s: NosVigilanState = {
      rng: newRng(`determinization:${rng.uint32()}:${rng.uint32()}`),
      phase: v.phase,
      round: v.round,
      drawPiles: [draw0, draw1],
      challengePile,
      finalCard: final[0] ?? null,
      challenge: challengeId,
      hands,
      choices,
      winner,
      winnerDestination: v.winnerDestination,
      decidedBy,
      table,
      zones: [zone0, zone1],
      pyramid,
      faceUp: v.pyramid.flatMap((p, i) => (p.faceUp ? [pyramid[i]] : [])),
      swapped: swappedInHistory(input.history),
      orderings,
      known,
      rounds: v.rounds.map((r) => ({ ...r, plays: [...r.plays], toZones: [...r.toZones], winner: r.winner as Seat | null })),
      finalWinner: v.finalWinner as Seat | null,
      result: null,
    };
    return v.phase === 'finished' ? { ...s, result: scoreGame(deck, s) } : s;
  };
}
