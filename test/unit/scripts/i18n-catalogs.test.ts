import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogs, COMPILED_DIR, messagesInSource, placeholdersOf } from '../../../scripts/i18n/catalogs';
import { createI18n, translatorOf } from '../../../shared/i18n/translate';
import { englishMessages } from '../../../shared/i18n/compiled/en.generated';

// Reading every source file and compiling both catalogs takes a few seconds.
const report = await buildCatalogs();

describe('the message catalogs (issue #28)', () => {
  it('give every message the code translates a Hindi translation', () => {
    expect(report.missing.map(({ id, at }) => `${id} (${at})`)).toEqual([]);
  });

  it('hold no Hindi for a message nothing uses', () => {
    expect(report.unused.map(({ id, file }) => `${id} (${file})`)).toEqual([]);
  });

  it('keep each message’s placeholders in its Hindi, and one Hindi per message', () => {
    expect([...report.broken, ...report.duplicates]).toEqual([]);
  });

  it('are compiled: shared/i18n/compiled is what `npm run gen:i18n` writes today', () => {
    expect(readFileSync(join(COMPILED_DIR, 'en.generated.ts'), 'utf8')).toBe(report.en);
    expect(readFileSync(join(COMPILED_DIR, 'hi.generated.ts'), 'utf8')).toBe(report.hi);
  });
});

describe('finding messages', () => {
  it('reads t(), translate(), msg() and <Trans id>, and only literals', () => {
    const source = [
      "const tabs = [{ label: msg('Overview') }];",
      'function View({ name }: { name: string }) {',
      '  const t = useT();',
      "  notify(translate('Saved'));",
      "  return <p title={t('Reviews of {name}', { name })}>{t(tabs[0].label)}<Trans id=\"Read our <0>terms</0>\" components={{ 0: <a /> }} />{t(`Plain`)}{other('Not this')}</p>;",
      '}',
    ].join('\n');
    expect(messagesInSource('web/src/x.tsx', source).map(({ id, at }) => [id, at])).toEqual([
      ['Overview', 'web/src/x.tsx:1'],
      ['Saved', 'web/src/x.tsx:4'],
      ['Reviews of {name}', 'web/src/x.tsx:5'],
      ['Read our <0>terms</0>', 'web/src/x.tsx:5'],
      ['Plain', 'web/src/x.tsx:5'],
    ]);
  });

  it('names a message’s placeholders, plural ones included', () => {
    expect(placeholdersOf('Hi {name}, {count, plural, one {# review by {who}} other {# reviews}}')).toEqual(['count', 'name', 'who']);
    expect(placeholdersOf('No placeholders')).toEqual([]);
  });
});

describe('translating', () => {
  const plural = '{count, plural, one {# review} other {# reviews}}';
  const hindi = { [plural]: [['count', 'plural', { one: ['#', ' रिव्यू'], other: ['#', ' रिव्यू'] }]], 'Write a review': ['रिव्यू लिखें'] };

  it('gives English as written, and its plurals and placeholders filled', () => {
    const t = translatorOf(createI18n('en'));
    expect(t('Write a review')).toBe('Write a review');
    const plurals = Object.keys(englishMessages).filter((id) => /, plural,/.test(id));
    expect(plurals.length).toBeGreaterThan(0);
    for (const id of plurals) {
      const counted = /\{(\w+), plural,/.exec(id)![1]!;
      const values = Object.fromEntries(placeholdersOf(id).map((placeholder) => [placeholder, placeholder === counted ? 1 : 'x']));
      expect(t(id, values)).not.toMatch(/[{}]/);
      expect(t(id, { ...values, [counted]: 1 })).not.toBe(t(id, { ...values, [counted]: 150000 }));
    }
  });

  it('gives Hindi, with Latin digits in Indian grouping, and English where a message has no Hindi', () => {
    const t = translatorOf(createI18n('hi', hindi as never));
    expect(t('Write a review')).toBe('रिव्यू लिखें');
    expect(t(plural, { count: 1 })).toBe('1 रिव्यू');
    expect(t(plural, { count: 123456 })).toBe('1,23,456 रिव्यू');
    expect(t('Not translated yet')).toBe('Not translated yet');
  });
});
