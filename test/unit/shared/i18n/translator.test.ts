import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../../shared/i18n/compiled/en.generated';
import { compiled } from '../../../../scripts/i18n/catalogs';
import { precompileMessagesIn } from '../../../../scripts/i18n/precompile-plugin';
import { englishI18n, fillPlaceholders } from '../../../../shared/i18n/translator';

type Token = string | [string, string?, Record<string, unknown>?];

/** Each placeholder of a compiled message and the values worth trying for it. */
function placeholders(message: unknown, found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (!Array.isArray(message)) return found;
  for (const token of message as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type, options] = token;
    const tried = found.get(name) ?? [];
    if (type === 'plural') tried.push(0, 1, 2, 5, 21, 1000, 123456, 1.5);
    else if (type === 'select') tried.push(...Object.keys(options ?? {}), 'unknown');
    else if (type === 'number') tried.push(0, 7, 1234567.891);
    else tried.push('Asha', 42, 100000, undefined);
    found.set(name, tried);
    if (type === 'plural' || type === 'select') for (const branch of Object.values(options ?? {})) placeholders(branch, found);
  }
  return found;
}

describe('englishI18n', () => {
  const lingui = setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: englishMessages }, missing: (_locale, id) => id });
  const english = englishI18n(englishMessages);

  it("formats every English message as Lingui's core does, for each value of each placeholder", () => {
    let compared = 0;
    for (const [id, message] of Object.entries(englishMessages)) {
      const names = placeholders(message);
      // Each placeholder in turn takes each of its values, the others their first.
      const base = Object.fromEntries([...names].map(([name, values]) => [name, values[0]]));
      for (const [name, values] of names) {
        for (const value of values) {
          const values = { ...base, [name]: value };
          expect(english._(id, values), id).toBe(lingui._(id, values));
          compared += 1;
        }
      }
      expect(english._(id), id).toBe(lingui._(id));
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('fills in each message that the browser build leaves as written as Lingui formats its compiled form', () => {
    const asWritten = Object.keys(englishMessages).filter((id) => precompileMessagesIn('web/src/x.ts', `t(${JSON.stringify(id)})`) === undefined);
    expect(asWritten.length).toBeGreaterThan(100);
    for (const id of asWritten) {
      const values = Object.fromEntries([...placeholders(compiled(id))].map(([name], index) => [name, index % 2 ? 1234567 : 'Asha']));
      expect(fillPlaceholders(id, values), id).toBe(lingui._(id, values));
      expect(fillPlaceholders(id, {}), id).toBe(lingui._(id, {}));
    }
  });

  it('gives a plain message, one it does not know, as its id', () => {
    expect(englishI18n()._('Write a review')).toBe('Write a review');
    expect(english._('Write a review')).toBe(lingui._('Write a review'));
  });
});
