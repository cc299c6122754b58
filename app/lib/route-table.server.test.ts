// routes.ts read at build time (issue 16: /performa links its detail pages only once their routes exist).
import { expect, it } from 'vitest';
import { routeDeclared, routeWithParamDeclared } from './route-table.server';

it('finds routes of app/routes.ts by their exact path, and by a prefix with one parameter', () => {
  expect(routeDeclared('reksadana/portfolio/performa')).toBe(true);
  expect(routeDeclared('reksadana/portfolio')).toBe(true);
  expect(routeDeclared('reksadana/portfolio/perform')).toBe(false);
  expect(routeWithParamDeclared('reksadana/portfolio')).toBe(true); // reksadana/portfolio/:portfolioId
  expect(routeWithParamDeclared('reksadana/no-such-page')).toBe(false);
});
