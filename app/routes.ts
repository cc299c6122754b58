// The route table. Paths follow the Indonesian route table of spec/funds-cart-portfolio.md §2.1,
// which is a contract; each capability issue adds its rows here.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),

  // Account and access
  route('mulai-investasi', 'routes/account/start-investing.tsx'),
  route('signin', 'routes/account/sign-in.tsx'),
  route('signout', 'routes/account/sign-out.tsx'),
  route('app/gabung', 'routes/account/sign-up.tsx'),
  route('me', 'routes/account/me.tsx'),

  // Mutual-fund area
  route('reksadana', 'routes/reksadana/landing.tsx'),

  // Operations
  route('healthz', 'routes/healthz.ts'),

  // Unknown URLs: a localized 404 (and remix-i18next needs a matching route to run).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
