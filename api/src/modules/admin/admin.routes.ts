import { Router } from 'express';
import { isAdmin } from '../../lib/access-rules.js';
import { requireRule } from '../../lib/signed-in.js';
import type { AdminService } from './admin.service.js';

// The web app calls the /api/admin-portal paths first and falls back to /api/admin: same handlers.
const both = (path: string) => [`/admin${path}`, `/admin-portal${path}`];

/** The admin REST paths, in the shapes older clients expect (docs/product.md, REST compatibility). */
export function adminRoutes(admin: AdminService): Router {
  const router = Router();
  router.use(['/admin', '/admin-portal'], requireRule(isAdmin));

  router.get(both('/stats'), async (req, res) => {
    const stats = await admin.stats(req.em);
    res.json({
      ...stats,
      introductionTypes: Object.fromEntries(stats.introductionTypes.map(({ purpose, count }) => [purpose, count])),
    });
  });

  // /admin/users answers a bare array and /admin-portal/users {users} (docs/product.md, REST compatibility); the
  // total travels in a header.
  router.get(['/admin/users', '/admin-portal/users'], async (req, res) => {
    const page = await admin.users(req.em, req.query);
    res.set('X-Total-Count', String(page.total)).json(req.path.startsWith('/admin-portal') ? { users: page.items } : page.items);
  });

  router.get(both('/introductions'), async (req, res) => {
    const page = await admin.introductions(req.em, req.query);
    res.json({
      introductions: page.items,
      introsByDay: Object.fromEntries(page.introsByDay.map(({ day, count }) => [day, count])),
      total: page.total,
    });
  });

  router.put('/admin/users/:id/premium', async (req, res) => {
    const body = (req.body ?? {}) as { isPremium?: unknown };
    res.json(await admin.setPremium(req.em, { userId: req.params.id, isPremium: body.isPremium }));
  });

  return router;
}
