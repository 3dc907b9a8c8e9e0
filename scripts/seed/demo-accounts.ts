// Plain data, so that `npm start` can print the logins without loading the data layer.
/** The accounts printed at startup, one per role, so a newcomer can try every screen. */
export const demoUsers = [
  { email: 'admin@sbiz.local', password: 'SbizAdmin#2026', firstName: 'Asha', lastName: 'Admin', role: 'admin', businessOwner: false },
  { email: 'owner@sbiz.local', password: 'SbizOwner#2026', firstName: 'Rohan', lastName: 'Mehta', role: 'user', businessOwner: true },
  { email: 'user@sbiz.local', password: 'SbizUser#2026', firstName: 'Priya', lastName: 'Sharma', role: 'user', businessOwner: false },
] as const;
