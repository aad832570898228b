import type { User } from '@tm/contracts/auth';
import type { UserEntity } from './entities/user.entity';

/** The user as clients see it (UserSchema): no hash, no session epoch, ISO dates. */
export function toUserDto(user: UserEntity): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}
