/**
 * The HOUSE CARD SET of Nos vigilan: 18 cards designed by the Pyramidion project, NOT the printed
 * cards of the original game (which no public source lists). Pure data: replace it with another
 * list of 18 cards (validated by `CardSetSchema`) without touching the rules.
 *
 * Design: every value 1-9 appears twice (value runs can occur); every faction is on the front of
 * 4 or 5 cards (symbol runs of 3, pairs and majorities can occur) and on the back of 3 or 4;
 * eight cards carry two symbols; one ordinary card carries none; one card's back lies about its
 * front (Cambiaformas). Revelación gnomo has a non-Gnomos back, so revealing it changes the
 * pyramid. Every challenge condition appears at least once. `symbols.spec.ts` checks each of
 * these statements against the data, so change them together.
 */
export const HOUSE_SET = {
  name: 'house',
  description: 'The Pyramidion house set (ours; the printed cards are unknown).',
  cards: [
    { id: 'nv-01', name: 'Abducción', nameEn: 'Abduction', value: 5, back: 'extraterrestres', symbols: [], special: 'abduccion', challenge: { kind: 'more-symbols' } },
    { id: 'nv-02', name: 'Revelación gnomo', nameEn: 'Gnome Revelation', value: 3, back: 'reptilianos', symbols: [], special: 'revelacion-gnomo', challenge: { kind: 'has-symbol', faction: 'gnomos' } },
    { id: 'nv-03', name: 'El ojo que todo lo ve', nameEn: 'The All-Seeing Eye', value: 9, back: 'iluminados', symbols: [], special: 'ojo', challenge: { kind: 'higher' } },
    { id: 'nv-04', name: 'Gnomo de jardín', nameEn: 'Garden Gnome', value: 1, back: 'gnomos', symbols: ['gnomos'], special: null, challenge: { kind: 'lower' } },
    { id: 'nv-05', name: 'Rey gnomo', nameEn: 'Gnome King', value: 7, back: 'gnomos', symbols: ['gnomos', 'iluminados'], special: null, challenge: { kind: 'has-symbol', faction: 'reptilianos' } },
    { id: 'nv-06', name: 'Gnomo espía', nameEn: 'Spy Gnome', value: 4, back: 'gnomos', symbols: ['gnomos', 'hombres-de-negro'], special: null, challenge: { kind: 'even' } },
    { id: 'nv-07', name: 'Lagarto en traje', nameEn: 'Lizard in a Suit', value: 2, back: 'reptilianos', symbols: ['reptilianos'], special: null, challenge: { kind: 'higher' } },
    { id: 'nv-08', name: 'Reina reptiliana', nameEn: 'Reptilian Queen', value: 8, back: 'reptilianos', symbols: ['reptilianos', 'iluminados'], special: null, challenge: { kind: 'odd' } },
    { id: 'nv-09', name: 'Cambiaformas', nameEn: 'Shapeshifter', value: 6, back: 'reptilianos', symbols: ['gnomos'], special: null, challenge: { kind: 'closest', target: 3 } },
    { id: 'nv-10', name: 'Pirámide del billete', nameEn: 'Pyramid on the Banknote', value: 3, back: 'iluminados', symbols: ['iluminados'], special: null, challenge: { kind: 'has-symbol', faction: 'extraterrestres' } },
    { id: 'nv-11', name: 'Gran maestre', nameEn: 'Grand Master', value: 9, back: 'iluminados', symbols: ['iluminados', 'reptilianos'], special: null, challenge: { kind: 'lower' } },
    { id: 'nv-12', name: 'Logia secreta', nameEn: 'Secret Lodge', value: 5, back: 'iluminados', symbols: ['iluminados', 'hombres-de-negro'], special: null, challenge: { kind: 'fewer-symbols' } },
    { id: 'nv-13', name: 'Platillo volante', nameEn: 'Flying Saucer', value: 4, back: 'extraterrestres', symbols: ['extraterrestres'], special: null, challenge: { kind: 'has-symbol', faction: 'iluminados' } },
    { id: 'nv-14', name: 'Gris de Roswell', nameEn: 'Roswell Grey', value: 6, back: 'extraterrestres', symbols: ['extraterrestres', 'gnomos'], special: null, challenge: { kind: 'closest', target: 7 } },
    { id: 'nv-15', name: 'Círculo de cultivo', nameEn: 'Crop Circle', value: 2, back: 'extraterrestres', symbols: ['reptilianos', 'extraterrestres'], special: null, challenge: { kind: 'has-symbol', faction: 'hombres-de-negro' } },
    { id: 'nv-16', name: 'Agente de negro', nameEn: 'Agent in Black', value: 7, back: 'hombres-de-negro', symbols: ['hombres-de-negro'], special: null, challenge: { kind: 'has-symbol', faction: 'gnomos' } },
    { id: 'nv-17', name: 'Neuralizador', nameEn: 'Neuralyzer', value: 8, back: 'hombres-de-negro', symbols: ['hombres-de-negro', 'extraterrestres'], special: null, challenge: { kind: 'even' } },
    { id: 'nv-18', name: 'Furgoneta negra', nameEn: 'Black Van', value: 1, back: 'hombres-de-negro', symbols: [], special: null, challenge: { kind: 'more-symbols' } },
  ],
} as const;
