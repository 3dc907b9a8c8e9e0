/**
 * India's business identity numbers and their official check digits
 * (spec 1 §3 gstn, pan, adhaar, zipCode). A typo in one character is caught
 * here instead of on a tax filing.
 */

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character from its first 14 (GSTN's published rule: a
 * Luhn mod-36 sum, weights 1 and 2 alternating, each product split into
 * quotient and remainder by 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_CHARSET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Two-digit state code, the holder's PAN, an entity number, a letter (Z today) and the check character. */
const GSTIN_PATTERN = /^(0[1-9]|[1-3][0-9]|9[79])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

// Verhoeff's dihedral-group tables, which UIDAI uses for the Aadhaar check digit.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when a string of digits ends in its Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((digit, index) => {
    check = D[check]![P[index % 8]![Number(digit)]!]!;
  });
  return check === 0;
}

/** Twelve digits, not starting with 0 or 1 (UIDAI never issues those), ending in the Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9][0-9]{11}$/.test(value) && verhoeffValid(value);
}

/** Six digits; India Post's first digit (the region) is 1 to 9. */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;
