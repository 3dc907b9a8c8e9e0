import { inject } from 'vitest';

// Runs before each test file's imports: the handlers read these at cold start, as on Lambda.
Object.assign(process.env, inject('apiEnvironment'));
