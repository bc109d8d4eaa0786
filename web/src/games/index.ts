/**
 * Each game's drawing and move reading, by game id. A game without one here still plays: it gets
 * the generic board (generic.tsx), titled from the catalog, so a game added on the server needs
 * no change in the client, and the client's typecheck never depends on a renderer.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { gameCatalog, type GameInfo } from '../api/catalog';
import type { GameId } from '../api/client';
import { allmerPyramid } from './allmer-pyramid';
import { genericUi } from './generic';
import { nosVigilan } from './nos-vigilan';
import { pyramidSolitaire } from './pyramid-solitaire';
import { sabotage } from './sabotage';
import type { GameUi } from './types';
import { ziggurat } from './ziggurat';

type AnyUi = GameUi<never, never>;

const RENDERERS: Partial<Record<GameId, AnyUi>> = {
  'pyramid-solitaire': pyramidSolitaire as unknown as AnyUi,
  sabotage: sabotage as unknown as AnyUi,
  'nos-vigilan': nosVigilan as unknown as AnyUi,
  ziggurat: ziggurat as unknown as AnyUi,
  'allmer-pyramid': allmerPyramid as unknown as AnyUi,
};

/** The game's own renderer, if the client has one. */
export const rendererOf = (id: string): AnyUi | undefined => (Object.prototype.hasOwnProperty.call(RENDERERS, id) ? RENDERERS[id as GameId] : undefined);

/** A game's name: its renderer's, else the catalog's, else its id. */
export const titleOf = (id: string, catalog: readonly GameInfo[] | null): string => rendererOf(id)?.title ?? catalog?.find((g) => g.id === id)?.title ?? id;

/** The catalog once `needed` (some game on the page has no renderer), else null. */
export function useCatalog(needed: boolean): GameInfo[] | null {
  const [catalog, setCatalog] = useState<GameInfo[] | null>(null);
  useEffect(() => {
    if (needed && !catalog) gameCatalog().then(setCatalog, () => undefined);
  }, [needed]);
  return catalog;
}

/** The renderer of a game: its own, else the generic board. */
export function useGameUi(id: string | undefined): AnyUi | null {
  const own = id === undefined ? undefined : rendererOf(id);
  const catalog = useCatalog(id !== undefined && !own);
  const title = id === undefined ? '' : titleOf(id, catalog);
  const generic = useMemo(() => genericUi(title) as AnyUi, [title]);
  return id === undefined ? null : (own ?? generic);
}
