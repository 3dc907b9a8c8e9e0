import { Entity, type EntityItem } from 'electrodb';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { cityPlaceProperties } from './city-place';
import { cachedReadMany } from '../reference-cache';

/**
 * The nearest-city grid: one item per non-empty one-degree cell
 * (shared/places gridCellOf), holding its cities with what the answer shows.
 * A nearest-city lookup reads the nine cells around a point in one BatchGet.
 */
export const CityGridCellEntity = new Entity(
  {
    model: { entity: 'cityGridCell', version: '1', service: 'sbiz' },
    attributes: {
      cell: { type: 'string', required: true, readOnly: true },
      cities: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: cityPlaceProperties,
        },
      },
    },
    indexes: { byCell: { pk: { field: 'pk', composite: ['cell'] }, sk: { field: 'sk', composite: [] } } },
  },
  entityConfig(),
);

export type GridCity = EntityItem<typeof CityGridCellEntity>['cities'][number];

/** Which cities lie in these cells? Cells are cached per container, empty ones too (the sea and the borders are asked about often). */
export async function citiesInCells(cells: readonly string[]): Promise<GridCity[]> {
  const lists = await cachedReadMany(
    cells.map((cell) => `grid:${cell}`),
    readCells,
    [],
  );
  return lists.flat();
}

/** Reads the cells behind these cache keys in one BatchGet. */
async function readCells(keys: string[]): Promise<Map<string, GridCity[]>> {
  const { data, unprocessed } = await CityGridCellEntity.get(keys.map((key) => ({ cell: key.slice('grid:'.length) }))).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} grid cells were left unread`);
  return new Map(data.map((item) => [`grid:${item.cell}`, item.cities]));
}

/** Writes the grid (seed data): create or replace, in batches. */
export async function putCityGrid(cells: ReadonlyArray<{ cell: string; cities: GridCity[] }>): Promise<number> {
  return batchWriteAll([CityGridCellEntity.put([...cells]).params()]);
}
