import { describe, expect, it } from 'vitest';
import { isToxic, maskProfanity, scoreToxicity, TOXICITY_THRESHOLD } from '../../../../shared/moderation/toxicity';
import { abusiveLines, cleanLines, scriptOf } from '../../../fixtures/toxicity/corpus';

describe('the toxicity corpus', () => {
  it('has at least 100 lines of each kind, in both alphabets', () => {
    expect(cleanLines.length).toBeGreaterThanOrEqual(100);
    expect(abusiveLines.length).toBeGreaterThanOrEqual(100);
    for (const lines of [cleanLines, abusiveLines]) expect(new Set(lines.map(scriptOf))).toEqual(new Set(['latin', 'devanagari']));
  });

  it('blocks at least 90% of the abusive lines', () => {
    const caught = abusiveLines.filter(isToxic).length;
    expect(caught / abusiveLines.length).toBeGreaterThanOrEqual(0.9);
  });

  it('lets at least 98% of the clean lines through', () => {
    const blocked = cleanLines.filter(isToxic);
    expect(blocked.length / cleanLines.length, blocked.join('\n')).toBeLessThanOrEqual(0.02);
  });
});

describe('scoreToxicity', () => {
  it.each([
    ['English', 'The owner is a fucking liar'],
    ['a masked letter', 'f*ck this shop'],
    ['stretched letters', 'fuuuuuuck this'],
    ['spaced letters', 'F U C K this place'],
    ['leet speak in Hinglish', 'pure ch00tiya log hain'],
    ['Hinglish', 'bhenchod manager'],
    ['Devanagari', 'मालिक पूरा चूतिया है'],
    ['Devanagari with a nukta', 'भोसड़ीके लोग'],
    ['an insult', 'the cashier is an idiot'],
  ])('blocks %s', (_label, text) => {
    expect(scoreToxicity(text).score).toBeGreaterThan(TOXICITY_THRESHOLD);
  });

  it.each(['Shiitake risotto', 'Dr. Dikshit is kind', 'Assam tea', 'Scunthorpe', 'yeh jagah gandi hai', 'bakwas service', 'chutney aur chutti', 'गांडीव', 'हम लंडन से आए', 'Is sale me discount mila'])(
    'lets "%s" through',
    (text) => {
      expect(scoreToxicity(text)).toEqual({ score: 0, terms: [] });
    },
  );

  it('does not block one rude word, but blocks several', () => {
    expect(isToxic('bewakoof staff')).toBe(false);
    expect(isToxic('bewakoof gadha nalayak staff')).toBe(true);
  });
});

describe('maskProfanity', () => {
  it('masks the offensive words and keeps the rest', () => {
    expect(maskProfanity('f*ck this place')).toBe('**** this place');
    expect(maskProfanity('Owner ekdum chutiya hai')).toBe('Owner ekdum ******* hai');
    expect(maskProfanity('भेनचोद मालिक')).toBe('****** मालिक');
    expect(maskProfanity('Shiitake and Assam tea')).toBe('Shiitake and Assam tea');
  });
});
