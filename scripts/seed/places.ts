import { putCityGrid } from '../../functions/data/entities/city-grid';
import { putCityNameIndex } from '../../functions/data/entities/city-name-index';
import { putCities } from '../../functions/data/entities/city';
import { putStates } from '../../functions/data/entities/state';
import { cityGridCells, cityNameIndexRows, indianPlaces } from './data/india-places';

/**
 * Writes the states, the cities, their type-ahead index and the grid, in
 * batches of 25 with retries. Every item has a fixed key, so running it again
 * replaces rather than duplicates.
 */
export async function seedPlaces() {
  const { states, cities } = indianPlaces();
  const grid = cityGridCells(cities);
  const nameRows = cityNameIndexRows(cities);
  const [stateCount, cityCount, nameIndexCount, gridCellCount] = await Promise.all([putStates(states), putCities(cities), putCityNameIndex(nameRows), putCityGrid(grid)]);
  return { states: stateCount, cities: cityCount, nameIndex: nameIndexCount, gridCells: gridCellCount };
}
