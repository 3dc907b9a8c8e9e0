import { describe, expect, it } from 'vitest';
import { JAVA_MISSING_MESSAGE, assertJava17, javaMajorVersion } from '../../../../scripts/local/java';

describe('the Java check', () => {
  it('reads the version of the java on PATH', () => {
    expect(javaMajorVersion()).toBeGreaterThanOrEqual(17);
  });

  it('explains what to install when java is missing', () => {
    expect(javaMajorVersion('/nonexistent/java')).toBeUndefined();
    expect(() => assertJava17('/nonexistent/java')).toThrow(JAVA_MISSING_MESSAGE);
  });
});
