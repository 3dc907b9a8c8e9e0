import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** What the running local stack (`npm start`) writes to DATA_DIR/runtime.json (scripts/local/stack.ts). */
export interface LocalRuntime {
  url: string;
  tableName: string;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
}

/** Where a running stack keeps its LocalRuntime: written at start, removed at stop. */
export const runtimeFileOf = (dataDir: string) => resolve(dataDir, 'runtime.json');

/** The running local stack's endpoints, or a clear error when it is not running. */
export function readLocalRuntime(dataDir = process.env.DATA_DIR ?? '.data'): LocalRuntime {
  const runtimeFile = runtimeFileOf(dataDir);
  if (!existsSync(runtimeFile)) throw new Error(`The local stack is not running (no ${runtimeFile}): start it with \`npm start\` first.`);
  return JSON.parse(readFileSync(runtimeFile, 'utf8')) as LocalRuntime;
}

/**
 * Points the data layer (functions/data) at the running local stack's table.
 * Call it before importing anything under functions/data: the entities read
 * TABLE_NAME and DYNAMODB_ENDPOINT when they are loaded.
 */
export function connectToLocalStack(dataDir?: string): LocalRuntime {
  const runtime = readLocalRuntime(dataDir);
  Object.assign(process.env, { TABLE_NAME: runtime.tableName, DYNAMODB_ENDPOINT: runtime.dynamoDbEndpoint });
  return runtime;
}

/**
 * For the operator commands: a deployed table (through the default AWS credentials and region)
 * when one is named, else the running local stack. Call it before importing functions/data.
 */
export function connectToTableOrLocalStack(table: string | undefined): void {
  if (table) {
    process.env.TABLE_NAME = table;
    return;
  }
  try {
    connectToLocalStack();
  } catch {
    throw new Error('The local stack is not running: start it with `npm start`, or pass --table for a deployed stack.');
  }
}
