/**
 * `npm run admin -- --email E --password P [--first-name F --last-name L] [--table T]`
 *
 * Creates that user as an admin, or promotes the existing user with that email.
 * Without --table it talks to the running local stack (its DynamoDB endpoint is
 * in DATA_DIR/runtime.json); with --table it uses the deployed table through
 * the default AWS credentials and region.
 */
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { EmailSchema, PasswordSchema } from '../shared/schemas/auth';
import { connectToTableOrLocalStack } from './local/connect';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    table: { type: 'string' },
  },
});

const ArgsSchema = z.object({ email: EmailSchema, password: PasswordSchema.optional(), table: z.string().min(1).optional() });

async function main() {
  const args = ArgsSchema.parse(values);
  connectToTableOrLocalStack(args.table);
  // Imported only now: the data layer reads its table and endpoint from the environment at load.
  const { createUser, findUserByEmail, updateUser } = await import('../functions/data/entities/user');
  const { hashPassword } = await import('../functions/domains/auth/passwords');
  const { newUserSlug } = await import('../functions/lib/user-slug');

  const existing = await findUserByEmail(args.email);
  if (existing) {
    await updateUser(existing.userId, { role: 'admin' });
    console.log(`${args.email} is now an admin.`);
    return;
  }
  if (!args.password) throw new Error(`There is no user ${args.email}; pass --password to create one.`);
  const firstName = values['first-name'] ?? args.email.split('@')[0]!;
  const lastName = values['last-name'] ?? 'Admin';
  await createUser({
    email: args.email,
    firstName,
    lastName,
    slug: newUserSlug(firstName, lastName),
    provider: 'password',
    passwordHash: await hashPassword(args.password),
    role: 'admin',
  });
  console.log(`Created admin ${args.email}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof z.ZodError ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n') : error instanceof Error ? error.message : error);
  process.exit(1);
});
