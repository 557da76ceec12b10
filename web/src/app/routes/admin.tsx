import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** The specification leaves /admin's content out; it leads to the dashboard. */
export default function AdminRoute() {
  return <Navigate to={paths.adminDashboard.getHref()} replace />;
}
