import { createUser, findUserByEmail, updateUser } from '../../functions/data/entities/user';
import { hashPassword } from '../../functions/domains/auth/passwords';

/** The accounts printed at startup, one per role, so a newcomer can try every screen. */
export const demoUsers = [
  { email: 'admin@sbiz.local', password: 'SbizAdmin#2026', firstName: 'Asha', lastName: 'Admin', role: 'admin', businessOwner: false },
  { email: 'owner@sbiz.local', password: 'SbizOwner#2026', firstName: 'Rohan', lastName: 'Mehta', role: 'user', businessOwner: true },
  { email: 'user@sbiz.local', password: 'SbizUser#2026', firstName: 'Priya', lastName: 'Sharma', role: 'user', businessOwner: false },
] as const;

export async function seedDemoUsers() {
  const ids: Record<string, string> = {};
  for (const demo of demoUsers) {
    const existing = await findUserByEmail(demo.email);
    const user =
      existing ??
      (await createUser({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        slug: `${demo.firstName}-${demo.lastName}`.toLowerCase(),
        provider: 'password',
        passwordHash: await hashPassword(demo.password),
        role: demo.role,
      }));
    if (demo.businessOwner && !user.businessOwner) await updateUser(user.userId, { businessOwner: true });
    ids[demo.email] = user.userId;
  }
  return ids;
}
