import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb, tableName } from '../../functions/data/client';
import { seedAmenities } from './amenities';
import { seedContent } from './content';
import { seedDemoBusinesses } from './demo-businesses';
import { seedDemoUsers } from './demo-users';
import { seedPlaces } from './places';
import { seedTaxonomy } from './taxonomy';

/** Bump when the demo data changes so existing local stacks get the new rows. */
const SEED_VERSION = 'demo-v6';
const marker = { pk: '$seed', sk: SEED_VERSION };

/**
 * Seeds the demo data once per data folder. Every step is find-or-create, and
 * the marker is written last, so an interrupted seed simply runs again.
 */
export async function seedOnce(): Promise<boolean> {
  const existing = await dynamoDb().send(new GetCommand({ TableName: tableName(), Key: marker }));
  if (existing.Item) return false;
  await seedPlaces();
  await seedTaxonomy();
  await seedContent();
  await seedDemoUsers();
  await seedAmenities();
  await seedDemoBusinesses();
  await dynamoDb().send(new PutCommand({ TableName: tableName(), Item: { ...marker, seededAt: new Date().toISOString() } }));
  return true;
}
