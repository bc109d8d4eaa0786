/**
 * A seat is a 0-based index into the match's players, in seat order. Its own module, so that the
 * game contract and the bot contract (engine/bots) can both name it without importing each other.
 */
export type Seat = number;
