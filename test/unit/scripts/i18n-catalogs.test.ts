import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserAreas, buildCatalogs, COMPILED_DIR, compiled, messagesInSource, placeholdersOf } from '../../../scripts/i18n/catalogs';
import { precompileMessagesIn } from '../../../scripts/i18n/precompile-plugin';
import { msg } from '../../../shared/i18n/catalog';
import { createI18n, translatorOf } from '../../../shared/i18n/translate';
import { englishI18n } from '../../../shared/i18n/translator';
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
    expect(readFileSync(join(COMPILED_DIR, 'hi-public.generated.ts'), 'utf8')).toBe(report.hiPublic);
    expect(readFileSync(join(COMPILED_DIR, 'hi-account.generated.ts'), 'utf8')).toBe(report.hiAccount);
  });

  it('split the browser’s Hindi: a visitor’s pages load theirs, the signed-in areas add theirs, e-mails stay on the server', () => {
    const areas = browserAreas();
    // The header's Sign in menu and the review section are on every visitor's page.
    expect(areas.get('Sign in')).toBe('public');
    expect(areas.get('Write a review')).toBe('public');
    // The admin's analytics tiles are used only by the admin's pages.
    expect(areas.get('Total Added Businesses Today')).toBe('account');
    // A mail's greeting is written only by the server.
    expect(areas.get('Hi {name},')).toBe('server');
    const idsOf = (text: string) => new Set(Object.keys(JSON.parse(JSON.parse(/JSON\.parse\(("[\s\S]*")\)/.exec(text)![1]!) as string) as object));
    const [publicIds, accountIds] = [idsOf(report.hiPublic), idsOf(report.hiAccount)];
    expect(publicIds.has('Sign in') && accountIds.has('Total Added Businesses Today')).toBe(true);
    expect([...publicIds].filter((id) => accountIds.has(id))).toEqual([]);
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
    const found = messagesInSource('web/src/x.tsx', source);
    expect(found.map(({ id, at, kind }) => [id, at, kind])).toEqual([
      ['Overview', 'web/src/x.tsx:1', 'msg'],
      ['Saved', 'web/src/x.tsx:4', 'call'],
      ['Reviews of {name}', 'web/src/x.tsx:5', 'call'],
      ['Read our <0>terms</0>', 'web/src/x.tsx:5', 'trans'],
      ['Plain', 'web/src/x.tsx:5', 'call'],
    ]);
    // Each span is the literal itself, quotes included.
    expect(found.map(({ span }) => source.slice(...span))).toEqual(["'Overview'", "'Saved'", "'Reviews of {name}'", '"Read our <0>terms</0>"', '`Plain`']);
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

  it('translates a message the browser build compiled in place, in English and in Hindi', () => {
    const source =
      "const a = t('{count, plural, one {# review} other {# reviews}} of {name}', { count, name }); const b = t('Plain'); const c = msg('Kept {x, select, a {A} other {B}}'); const d = msg('Also plain');";
    const output = precompileMessagesIn('web/src/y.ts', source)!.code;
    expect(output).toBe(
      'const a = t({ id: "{count, plural, one {# review} other {# reviews}} of {name}", message: [["count","plural",{"one":["#"," review"],"other":["#"," reviews"]}]," of ",["name"]] }, { count, name }); const b = t(\'Plain\'); const c = msg(\'Kept {x, select, a {A} other {B}}\', ["Kept ",["x","select",{"a":["A"],"other":["B"]}]]); const d = msg(\'Also plain\');',
    );
    const id = '{count, plural, one {# review} other {# reviews}} of {name}';
    const precompiled = { id, message: [['count', 'plural', { one: ['#', ' review'], other: ['#', ' reviews'] }], ' of ', ['name']] } as unknown as string;
    expect(translatorOf(createI18n('en'))(precompiled, { count: 2, name: 'Asha' })).toBe('2 reviews of Asha');
    const hindi = translatorOf(createI18n('hi', { [id]: [['name'], ' के ', ['count'], ' रिव्यू'] } as never));
    expect(hindi(precompiled, { count: 2, name: 'Asha' })).toBe('Asha के 2 रिव्यू');
    expect(precompileMessagesIn('web/src/z.ts', "const d = t('Nothing to compile');")).toBeUndefined();
  });

  it('leaves a message with simple placeholders as written, filled in in English and translated in Hindi', () => {
    expect(precompileMessagesIn('web/src/v.ts', "const a = t('Reviews of {name}', { name }); const c = msg('Kept {x}');")).toBeUndefined();
    // A quoted brace is not a placeholder: compiled in place.
    expect(precompileMessagesIn('web/src/u.ts', "const a = t(\"Write '{'{name}'}'\", { name });")!.code).toBe(
      'const a = t({ id: "Write \'{\'{name}\'}\'", message: ["Write {",["name"],"}"] }, { name });',
    );
    const english = translatorOf(englishI18n({}));
    expect(english('Reviews of {name}', { name: 'Asha' })).toBe('Reviews of Asha');
    expect(english('Reviews of {name}', {})).toBe('Reviews of ');
    const hindi = translatorOf(createI18n('hi', { 'Reviews of {name}': [['name'], ' के रिव्यू'] } as never));
    expect(hindi('Reviews of {name}', { name: 'Asha' })).toBe('Asha के रिव्यू');
  });

  it('files a msg() message compiled in place for the translate function that later shows it (no catalog holds it)', () => {
    const id = 'Marked {count, plural, one {# time} other {# times}} for {who}';
    const marked = msg(id, compiled(id));
    expect(Object.keys(englishMessages)).not.toContain(marked);
    expect(translatorOf(createI18n('en'))(marked, { count: 2, who: 'Asha' })).toBe('Marked 2 times for Asha');
    // Hindi from the catalog wins over the English compiled in place.
    const hindi = translatorOf(createI18n('hi', { [marked]: [['who'], ' के लिए ', ['count']] } as never));
    expect(hindi(marked, { count: 2, who: 'Asha' })).toBe('Asha के लिए 2');
  });

  it('gives <Trans id> its compiled message as a prop', () => {
    const source =
      'const v = <p><Trans id="Read our <0>terms</0>, {count, plural, one {# time} other {# times}}" values={{ count }} components={{ 0: <a /> }} /><Trans id="Plain text, {name}" /></p>;';
    const output = precompileMessagesIn('web/src/w.tsx', source)!.code;
    expect(output).toBe(
      'const v = <p><Trans id="Read our <0>terms</0>, {count, plural, one {# time} other {# times}}" compiled={["Read our <0>terms</0>, ",["count","plural",{"one":["#"," time"],"other":["#"," times"]}]]} values={{ count }} components={{ 0: <a /> }} /><Trans id="Plain text, {name}" /></p>;',
    );
  });
});
