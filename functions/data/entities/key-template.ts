/**
 * An index key of one attribute, written as `${prefix}${attribute}` and
 * kept as typed (no casing), so the table's keys stay readable strings,
 * e.g. `search#mumbai#business#sag`.
 */
export const keyTemplate = <A extends string>(attribute: A, prefix = '') => ({ composite: [attribute] as [A], template: `${prefix}\${${attribute}}`, casing: 'none' as const });
