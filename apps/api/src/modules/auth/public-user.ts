import type { PublicUser, Role } from '@jenjang/domain';
import type { UserRow } from './users.queries';

/** What a user may see of their own account: never the hash, only whether there is one. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    handphone: user.phone,
    role: user.role as Role,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
