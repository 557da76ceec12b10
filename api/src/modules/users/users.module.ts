import { defineModule } from '../../lib/app-module.js';
import { User } from './user.entity.js';

/** The accounts every other domain refers to; signing in (auth) and the profile (profile) change them. */
export const usersModule = defineModule({
  name: 'users',
  entities: [User],
});
