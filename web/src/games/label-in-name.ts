/**
 * The accessible name of a board element: its words, after the text printed on it unless the
 * words already contain that text, so that what a voice-control user reads on the board names
 * it (WCAG 2.5.3, "Label in Name"). `printed` is the drawing's text content as a browser joins
 * it (the <text> elements end to end), compared word by word.
 */
export function nameWithText(label: string, printed: string): string {
  const words = (s: string) => s.toLowerCase().replace(/\([^()]*\)/g, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').filter(Boolean);
  const text = words(printed);
  const name = words(label);
  const within = text.length === 0 || name.some((_, i) => text.every((w, j) => name[i + j] === w));
  return within ? label : `${printed.replace(/\s+/g, ' ').trim()}: ${label}`;
}
