import { createUser, findUserByEmail, updateUser } from '../../functions/data/entities/user';
import { hashPassword } from '../../functions/domains/auth/passwords';
import { demoUsers } from './demo-accounts';

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
