/**
 * A board element's accessible name contains the text printed on it (WCAG 2.5.3, "Label in
 * Name": "For user interface components with labels that include text or images of text, the
 * name contains the text that is presented visually"), compared word by word as axe-core does.
 */
import { nameWithText } from '../src/games/label-in-name.js';

describe('nameWithText', () => {
  it('keeps a name that already contains the printed words, in order', () => {
    expect(nameWithText('Claim to the pyramid', 'Pyramid')).toBe('Claim to the pyramid');
  });

  it('puts the printed text first when the name lacks it', () => {
    expect(nameWithText('king of hearts, pyramid row 3', 'K♥♥')).toBe('K♥♥: king of hearts, pyramid row 3');
  });

  it('compares whole words: "0 B" printed is not within "height 0, black stone"', () => {
    expect(nameWithText('b7, height 0, black stone', '0 B')).toBe('0 B: b7, height 0, black stone');
  });

  it('leaves the name alone when nothing is printed', () => {
    expect(nameWithText('Empty slot', '  ')).toBe('Empty slot');
  });
});
