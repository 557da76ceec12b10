export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    getHref: (redirect?: string) => (redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth'),
  },
  form: { path: '/form', getHref: () => '/form' },
  results: { path: '/results/:id', getHref: (id: number | string) => `/results/${id}` },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  settings: { path: '/settings', getHref: () => '/settings' },
  credits: {
    path: '/credits',
    getHref: (paymentStatus?: 'success' | 'cancel') => (paymentStatus ? `/credits?payment_status=${paymentStatus}` : '/credits'),
  },
  checkout: {
    path: '/checkout',
    getHref: (sessionId: string, packageName: string) =>
      `/checkout?${new URLSearchParams({ session_id: sessionId, package: packageName })}`,
  },
  admin: { path: '/admin', getHref: () => '/admin' },
  adminLogin: { path: '/admin-login', getHref: () => '/admin-login' },
  adminDashboard: { path: '/admin-dashboard', getHref: () => '/admin-dashboard' },
} as const;
