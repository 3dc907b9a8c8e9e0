import { describe, expect, it } from 'vitest';
import { hasLocalityList, inLocality, localitiesOf } from '@shared/search/locality';

describe('locality lists', () => {
  it('files an area under itself and its first words', () => {
    expect(localitiesOf('Bandra West')).toEqual(['bandra', 'bandra west']);
    expect(localitiesOf('Malad')).toEqual(['malad']);
    expect(localitiesOf('Bandra Kurla Complex')).toEqual(['bandra', 'bandra kurla', 'bandra kurla complex']);
    expect(localitiesOf(undefined)).toEqual([]);
    expect(localitiesOf('')).toEqual([]);
  });

  it('leaves out an area too long for a list of its own, but keeps its first words', () => {
    expect(localitiesOf('Near Old Shiv Temple')).toEqual(['near', 'near old', 'near old shiv']);
    expect(hasLocalityList('near old shiv temple')).toBe(false);
  });

  // The lists must hold exactly what the filter keeps, or a locality read would miss listings.
  it('agrees with inLocality for every locality that has a list', () => {
    const areas = ['Bandra West', 'Bandra', 'bandra  west', 'Dadar (W)', 'Andheri East Station Road', ' Lead Space', 'Malad West', 'Mumbai'];
    const wanted = ['bandra', 'Bandra West', 'bandra w', 'dadar', 'Dadar (W)', 'andheri', 'andheri east station', 'andheri east station road', 'lead', '', 'malad', 'mumbai'];
    for (const area of areas) {
      for (const want of wanted.filter((locality) => locality && hasLocalityList(locality))) {
        expect(localitiesOf(area).includes(want.toLowerCase()), `${area} / ${want}`).toBe(inLocality(area, want));
      }
    }
  });
});
