/** What the match page needs from each game's module: how to draw it and how to read its moves. */
import type { JSX } from 'preact';
import type { GameMove, GameView } from '../api/client';

export interface BoardProps<V = GameView> {
  view: V;
  /** Your seat, or null as a spectator. */
  seat: number | null;
  /** Usernames by seat. */
  names: string[];
  /** Board elements a click may pick now (keys from `keysOf`). */
  highlighted: ReadonlySet<string>;
  /** Board elements picked so far. */
  selected: ReadonlySet<string>;
  pick(key: string): void;
}

export interface GameUi<V = GameView, M = GameMove> {
  title: string;
  Board(props: BoardProps<V>): JSX.Element;
  /** The board elements a move involves, in the order they are picked. */
  keysOf(move: M, view: V, seat: number | null): string[];
  /** True: the keys must be picked in order (from, then to); false: in any order. */
  ordered: boolean;
  /** The move in words, for its button and for screen readers. */
  label(move: M, view: V): string;
}
