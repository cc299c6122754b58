// Whether app/routes.ts declares a path (issue 16: /reksadana/portfolio/performa links to the allocation-by-type and
// realized-profit pages, which another part of the issue builds; a link is rendered only once its route exists, so
// no page ever links to a 404, decision 033). The route table's text is read at build time (Vite's raw import): no
// file is read at run time and nothing reaches the browser.
const routeTable = Object.values(import.meta.glob<string>('../routes.ts', { query: '?raw', import: 'default', eager: true }))[0] ?? '';

/** True when routes.ts has `route('<path>', ...)` for this exact path (React Router's syntax, `:name` segments). */
export function routeDeclared(path: string): boolean {
  return routeTable.includes(`route('${path}'`);
}

/** True when routes.ts has a route of this path with one `:param` as its last segment (any name). */
export function routeWithParamDeclared(prefix: string): boolean {
  return new RegExp(`route\\('${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/:[A-Za-z]+'`).test(routeTable);
}
