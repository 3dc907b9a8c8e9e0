import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidAadhaar, isValidGstin, verhoeffValid } from '../../../../shared/business/tax-ids';
import { BusinessFieldsSchema } from '../../../../shared/schemas/business';

describe('GSTIN check character', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])('accepts the published GSTIN %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('refuses a GSTIN with one character changed or in the wrong shape', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('00AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('is applied by the listing schema, upper-casing first', () => {
    expect(BusinessFieldsSchema.partial().safeParse({ gstn: '27aapfu0939f1zv' }).data?.gstn).toBe('27AAPFU0939F1ZV');
    expect(BusinessFieldsSchema.partial().safeParse({ gstn: '27AAPFU0939F1ZA' }).success).toBe(false);
  });
});

describe('Aadhaar check digit (Verhoeff)', () => {
  it('accepts a number ending in its check digit and refuses any one-digit change', () => {
    expect(isValidAadhaar('234567890124')).toBe(true);
    for (let digit = 0; digit <= 9; digit++) if (digit !== 4) expect(isValidAadhaar(`23456789012${digit}`)).toBe(false);
  });

  it('refuses numbers UIDAI never issues', () => {
    expect(verhoeffValid('123412341234') && isValidAadhaar('123412341234')).toBe(false);
    expect(isValidAadhaar('034567890124')).toBe(false);
  });
});

describe('URL fields', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)', 'ftp://example.com', '//example.com'])('refuses %s in website and socialMedia', (url) => {
    expect(BusinessFieldsSchema.partial().safeParse({ website: url }).success).toBe(false);
    expect(BusinessFieldsSchema.partial().safeParse({ socialMedia: { facebook: url } }).success).toBe(false);
  });

  it('accepts http and https, and an empty value that clears the field', () => {
    expect(BusinessFieldsSchema.partial().safeParse({ website: 'https://chai.example.in', socialMedia: { youtube: 'http://youtube.com/x', twitter: '' } }).success).toBe(true);
  });
});
