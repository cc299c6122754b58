import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // remix-i18next 7 runs as middleware (DESIGN.md "Known gotchas").
  future: { v8_middleware: true },
} satisfies Config;
