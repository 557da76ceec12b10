import { allow, type IRules } from 'graphql-shield';
import { isAdmin } from '../../graphql/rules.js';

export const adminPermissions: IRules = {
  Query: { adminStats: isAdmin, adminUsers: isAdmin, adminIntroductions: isAdmin },
  Mutation: { setUserPremium: isAdmin },
  // Only reachable through the admin-only fields above.
  AdminStats: allow,
  PurposeCount: allow,
  AdminIntroduction: allow,
  AdminUser: allow,
  AdminUserPage: allow,
  AdminIntroductionPage: allow,
  DayCount: allow,
  RatingAverage: allow,
};
