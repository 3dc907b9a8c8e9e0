import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalSecrets {
  jwtSecret: string;
  s3: { accessKeyId: string; secretAccessKey: string };
}

/** Local secrets are generated on first start into the data folder, never committed. */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: LocalSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    s3: { accessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`, secretAccessKey: randomBytes(30).toString('base64url') },
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
