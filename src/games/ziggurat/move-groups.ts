/**
 * Ziggurat's legal moves in the compact form the API sends (engine/move-groups.ts). A turn's
 * flat listing multiplies independent choices: an attack card x its targets x the Excuse or not
 * x the green tower standing in; three cards of the hand x a tower's swap. Grouped, a turn is at
 * most one attack per card, a draw, a remodel and a remodel with a swap. The groups stand for
 * exactly `legalMoves` (the conformance suite checks it on every position of its playouts).
 */
import { alternativesOf, type MoveAlternatives, type MoveGroup } from '../../engine/move-groups.js';
import type { Seat } from '../../engine/game.js';
import { REQUIRED_COLOUR, attackPips, defences, sortHand, targetColours, triples } from './cards.js';
import { legalMoves, mustAct, remodelSwaps } from './moves.js';
import { hasColour, towerColour, towersOfColour } from './pyramids.js';
import { HAND_LIMIT, type ZigguratMove, type ZigguratState } from './state.js';

type Group = MoveGroup<ZigguratMove>;

const single = (move: ZigguratMove): Group => ({ move, alternatives: [] });

function attackGroups(s: ZigguratState, seat: Seat): Group[] {
  const hand = sortHand(s.players[seat].hand);
  const unblockable: MoveAlternatives[] = alternativesOf(['unblockable'], hand.includes('excuse') ? [[false], [true]] : [[false]]);
  const out: Group[] = [];
  for (const card of hand) {
    const pips = attackPips(card);
    if (pips === 0) continue;
    const greens = hasColour(s, seat, REQUIRED_COLOUR[pips]) ? null : towersOfColour(s, seat, 'green');
    if (greens && greens.length === 0) continue;
    const colours = targetColours(card);
    const targets: [Seat, number][] = [];
    for (let targetSeat = 0; targetSeat < s.seats; targetSeat++) {
      if (targetSeat === seat || s.players[targetSeat].eliminated) continue;
      s.players[targetSeat].towers.forEach((t, targetTower) => {
        const colour = towerColour(t);
        if (colour !== null && colours.includes(colour)) targets.push([targetSeat, targetTower]);
      });
    }
    if (targets.length === 0) continue;
    const [targetSeat, targetTower] = targets[0];
    const alternatives = [...alternativesOf(['targetSeat', 'targetTower'], targets), ...unblockable];
    if (greens === null) out.push({ move: { type: 'attack', card, targetSeat, targetTower, unblockable: false }, alternatives });
    else {
      out.push({
        move: { type: 'attackWithGreen', card, targetSeat, targetTower, greenTower: greens[0], unblockable: false },
        alternatives: [...alternatives, ...alternativesOf(['greenTower'], greens.map((g) => [g]))],
      });
    }
  }
  return out;
}

function remodelGroups(s: ZigguratState, seat: Seat): Group[] {
  const hand = s.players[seat].hand;
  if (hand.length < 3) return [];
  const sets = triples(hand);
  const cards = alternativesOf(['cards'], sets.map((t) => [t]));
  const out: Group[] = [{ move: { type: 'remodel', cards: sets[0] }, alternatives: cards }];
  const swaps = remodelSwaps(s, seat);
  if (swaps.length > 0) {
    const { tower, colour } = swaps[0];
    out.push({
      move: { type: 'remodelSwap', cards: sets[0], tower, colour },
      alternatives: [...cards, ...alternativesOf(['tower', 'colour'], swaps.map((w) => [w.tower, w.colour]))],
    });
  }
  return out;
}

function defenceGroups(s: ZigguratState, seat: Seat): Group[] {
  const a = s.attack!;
  const sets = defences(s.players[seat].hand, { attackCard: a.card, targetColour: a.targetColour });
  const out: Group[] = [];
  if (sets.length > 0) {
    const cards = alternativesOf(['cards'], sets.map((c) => [c]));
    if (hasColour(s, seat, 'black')) out.push({ move: { type: 'defend', cards: sets[0] }, alternatives: cards });
    else {
      const greens = towersOfColour(s, seat, 'green');
      if (greens.length > 0) {
        out.push({
          move: { type: 'defendWithGreen', cards: sets[0], greenTower: greens[0] },
          alternatives: [...cards, ...alternativesOf(['greenTower'], greens.map((g) => [g]))],
        });
      }
    }
  }
  out.push(single({ type: 'takeHit' }));
  return out;
}

export function legalMoveGroups(s: ZigguratState, seat: Seat): Group[] {
  if (!mustAct(s, seat)) return [];
  switch (s.phase.kind) {
    case 'turn': {
      const out = attackGroups(s, seat);
      if (s.players[seat].hand.length < HAND_LIMIT && s.drawPile.length > 0) out.push(single({ type: 'draw' }));
      return [...out, ...remodelGroups(s, seat)];
    }
    case 'defence':
      return defenceGroups(s, seat);
    default:
      // A change or an attrition choice is one field with a handful of values: listed as they are.
      return legalMoves(s, seat).map(single);
  }
}
