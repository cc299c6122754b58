// Whether an address is the JSON API's (`/api/…`): its refusals are JSON and it reads its own bodies. React
// Router matches routes without regard to case, so this does too (`/API/v1/…` is the same route).
export function isApiPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/api/');
}
