/**
 * A full Ziggurat state consistent with what a seat has seen. The seat sees its own hand, every
 * tower, the scrapyard, the discard pile and the attack on the table; it does not see the other
 * hands or the draw pile. The cards it cannot account for (the deck minus its hand, the discard
 * pile and the cards of the attack) are dealt uniformly at random into the other hands (each of
 * its shown size) and the draw pile.
 *
 * Two things the view leaves out are rebuilt from the rules: which stash a pyramid came from (it
 * only breaks ties between equal pyramids in the scrapyard, so any assignment plays the same) and
 * what follows a pending change (the attack still waiting for its defence; attrition while the
 * draw pile is empty, since attrition runs exactly while it is; else the end of the turn).
 */
import type { BotInput } from '../../engine/bots/contract.js';
import { decktetDeck } from '../../engine/cards/decktet.js';
import { newRng, type Rng } from '../../engine/rng.js';
import { type AfterChange, type Colour, type Phase, type Pyramid, type ZigguratMove, type ZigguratState } from './state.js';
import type { ZigguratView } from './view.js';

/** Hands out stash numbers: each colour and size exists once per seat (one Rainbow Stash each). */
function stashes(): (colour: Colour, size: number) => number {
  const used = new Map<string, number>();
  return (colour, size) => {
    const key = `${colour}${size}`;
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    return n;
  };
}

function phaseOf(v: ZigguratView): Phase {
  const c = v.change;
  if (v.phase !== 'change' || c === null) return { kind: v.phase as Exclude<Phase['kind'], 'change'> };
  const then: AfterChange = v.attack !== null ? 'defence' : v.drawPileSize === 0 ? 'attrition' : 'endTurn';
  return { kind: 'change', chooser: c.chooser, seat: c.seat, tower: c.tower, size: c.size, colours: [...c.colours], then };
}

export function determinize(input: BotInput<ZigguratView, ZigguratMove>, rng: Rng): ZigguratState {
  const v = input.view;
  const a = v.attack;
  const onTable = a === null ? [] : a.unblockable ? [a.card, 'excuse'] : [a.card];
  const seen = new Set([...v.hand, ...v.discardPile, ...onTable]);
  const unseen = rng.shuffle(decktetDeck(v.extended).filter((c) => !seen.has(c)));
  const hidden = v.players.reduce((n, p) => n + (p.seat === input.seat ? 0 : p.handSize), 0);
  if (unseen.length !== hidden + v.drawPileSize) {
    throw new Error(`ziggurat determinize: ${unseen.length} unseen cards for ${hidden} hidden hand cards and ${v.drawPileSize} in the draw pile`);
  }
  const stash = stashes();
  const pyramid = (colour: Colour, size: number): Pyramid => ({ stash: stash(colour, size), colour, size });
  const players = v.players.map((p) => ({
    hand: p.seat === input.seat ? [...v.hand] : unseen.splice(0, p.handSize),
    towers: p.towers.map((t) => ({ pyramids: t.pyramids.map((py) => pyramid(py.colour, py.size)) })),
    points: p.points,
    towersLost: p.towersLost,
    eliminated: p.eliminated,
  }));
  // The view lists the scrapyard by colour then size, so the stashes handed out last come sorted.
  const scrapyard = v.scrapyard.flatMap((pile) => Array.from({ length: pile.count }, () => pyramid(pile.colour, pile.size)));
  const phase = phaseOf(v);
  const attrition = phase.kind === 'attrition' || (phase.kind === 'change' && phase.then === 'attrition');
  return {
    // The search plays the rules version the match is played under (the view says which).
    rulesVersion: v.rulesVersion,
    options: { extended: v.extended },
    seats: v.seats,
    rng: newRng(`determinization:${rng.uint32()}:${rng.uint32()}`),
    drawPile: unseen,
    discard: [...v.discardPile],
    scrapyard,
    players,
    startPlayer: v.startPlayer,
    current: v.currentPlayer,
    phase,
    attack: a && {
      attacker: a.attacker,
      card: a.card,
      excuse: a.unblockable ? 'excuse' : null,
      targetSeat: a.targetSeat,
      targetTower: a.targetTower,
      targetColour: a.targetColour,
      pips: a.pips,
      defenceValue: a.defenceValue,
      wildcardTower: a.wildcardTower,
    },
    // Only the player to move draws, so the draw that ran the pile out was the current player's.
    drawing: attrition ? v.currentPlayer : null,
    attrition: [...v.attritionQueue],
  };
}
