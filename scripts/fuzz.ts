/**
 * `npm run fuzz -- --runs 20000 [--seed N]`: a long fuzzing campaign of every
 * manifest route (test/api/fuzz.test.ts), with the API suite's DynamoDB Local
 * and S3 emulator.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' } } });
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'test/api/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}) },
});
process.exit(result.status ?? 1);
