import type { User } from './user.entity.js';

/** The signed-in user as the web app and API clients see it (docs/product.md, Roles and identity). */
export interface UserView {
  id: string;
  username: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  role: string;
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    photoURL: user.profileImageUrl ?? null,
    role: user.role,
  };
}
