/** Each game's drawing and move reading, by game id. */
import type { GameId } from '../api/client';
import { allmerPyramid } from './allmer-pyramid';
import { nosVigilan } from './nos-vigilan';
import { pyramidSolitaire } from './pyramid-solitaire';
import { sabotage } from './sabotage';
import type { GameUi } from './types';
import { ziggurat } from './ziggurat';

export const GAMES: Record<GameId, GameUi<never, never>> = {
  'pyramid-solitaire': pyramidSolitaire as unknown as GameUi<never, never>,
  sabotage: sabotage as unknown as GameUi<never, never>,
  'nos-vigilan': nosVigilan as unknown as GameUi<never, never>,
  ziggurat: ziggurat as unknown as GameUi<never, never>,
  'allmer-pyramid': allmerPyramid as unknown as GameUi<never, never>,
};
