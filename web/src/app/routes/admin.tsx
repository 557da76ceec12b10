import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** /admin has no page of its own; it leads to the dashboard (docs/product.md, Screens and navigation). */
export default function AdminRoute() {
  return <Navigate to={paths.adminDashboard.getHref()} replace />;
}
