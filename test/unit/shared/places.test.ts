import { describe, expect, it } from 'vitest';
import { haversineKm, nearestPlace } from '../../../shared/places';

const pune = { name: 'Pune', latitude: 18.5196, longitude: 73.8553 };
const mumbai = { name: 'Mumbai', latitude: 19.076, longitude: 72.8777 };
const delhi = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 };

describe('haversineKm', () => {
  it('measures Mumbai to Pune at about 120 km and a point to itself at 0', () => {
    expect(haversineKm(mumbai, pune)).toBeGreaterThan(115);
    expect(haversineKm(mumbai, pune)).toBeLessThan(125);
    expect(haversineKm(delhi, delhi)).toBe(0);
  });
});

describe('nearestPlace', () => {
  it('finds the closest city to a position', () => {
    expect(nearestPlace([pune, mumbai, delhi], { latitude: 18.6, longitude: 73.9 })?.place.name).toBe('Pune');
    expect(nearestPlace([pune, mumbai, delhi], { latitude: 28.4, longitude: 77.0 })?.place.name).toBe('New Delhi');
    expect(nearestPlace([], { latitude: 0, longitude: 0 })).toBeUndefined();
  });
});
