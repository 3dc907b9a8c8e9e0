import { spawnSync } from 'node:child_process';

export const JAVA_MISSING_MESSAGE =
  'Sbiz needs Java 17 or newer to run DynamoDB Local: install a JDK or JRE 17+ (for example `apt-get install openjdk-17-jre-headless`) and make sure `java` is on your PATH.';

/** The major version of the `java` on PATH, or undefined when there is none. */
export function javaMajorVersion(javaBinary = 'java'): number | undefined {
  const result = spawnSync(javaBinary, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = `${result.stderr}${result.stdout}`.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match) return undefined;
  const major = Number(match[1]);
  // Java 8 and older report themselves as 1.x.
  return major === 1 ? Number(match[2]) : major;
}

/** Throws one clear sentence when Java 17+ is not available. */
export function assertJava17(javaBinary = 'java') {
  const major = javaMajorVersion(javaBinary);
  if (major === undefined || major < 17) throw new Error(JAVA_MISSING_MESSAGE);
}
