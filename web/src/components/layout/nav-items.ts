import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
}

interface NavUser {
  role: string;
}

/** Navigation links (docs/product.md, Screens and navigation): everyone, then signed-in (admins see Admin), or Sign In. */
export function navItems(user: NavUser | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'Generate Intro', to: paths.form.getHref() },
  ];
  if (!user) return [...items, { label: 'Sign In', to: paths.auth.getHref() }];
  items.push(
    { label: 'Dashboard', to: paths.dashboard.getHref() },
    { label: 'Settings', to: paths.settings.getHref() },
    { label: 'Credits', to: paths.credits.getHref() },
  );
  if (user.role === 'admin') items.push({ label: 'Admin', to: paths.adminDashboard.getHref() });
  return items;
}
