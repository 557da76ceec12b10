/** Turns the `redirect` query parameter ("form", "/results/4") into an in-app path; never another site. */
export function redirectTarget(param: string | null, fallback: string): string {
  const trimmed = param?.trim().replace(/^[/\\]+/, '');
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return fallback;
  return `/${trimmed}`;
}
