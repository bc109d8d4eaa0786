/**
 * The client's copy of the Decktet's Spanish card names (web/src/i18n-boards.ts) is the server's
 * catalogue table (src/engine/cards/decktet.ts, served as GET /v1/games `names`), card for card:
 * the board names a card without reading the catalogue, so the two must not drift apart.
 */
import { DECKTET_NAMES } from '../../src/engine/cards/decktet.js';
import { DECKTET_ES } from '../src/i18n-boards.js';

describe("the client's Spanish Decktet names", () => {
  it('names every card of the extended deck as the server catalogue does, and no other', () => {
    const server = Object.fromEntries(DECKTET_NAMES.filter((n) => n.kind === 'card').map((n) => [n.id, n.es]));
    expect(Object.keys(server).length).toBe(45);
    expect(DECKTET_ES).toEqual(server);
  });
});
