// An HTTP client for the specs that need no browser page: a cookie jar, redirects followed one hop at a
// time (so that every hop's Set-Cookie is kept, as a browser does), and signing in through the sign-in
// form's own POST. Plain fetch rather than Playwright's request context: its cookie store would decide
// by itself whether a Secure cookie goes to http://localhost.

export interface Answer {
  /** The status of the last hop (after following redirects within this site). */
  status: number;
  /** Path and query of the last hop. */
  url: string;
  contentType: string;
  /** The body when it is HTML, XML, JSON or text; '' otherwise. */
  text: string;
}

const MAX_REDIRECTS = 5;

export class HttpSession {
  readonly #cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  #store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /max-age=0\b/i.test(line) || value === '';
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  #cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** GET a path of this site, following redirects that stay on it. */
  async get(path: string): Promise<Answer> {
    let url = new URL(path, this.origin);
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, { headers: { cookie: this.#cookieHeader() }, redirect: 'manual' });
      this.#store(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
        const next = new URL(location, url);
        if (next.origin === this.origin) {
          await response.arrayBuffer();
          url = next;
          continue;
        }
      }
      const contentType = response.headers.get('content-type') ?? '';
      const textual = /html|xml|json|text\/plain/.test(contentType);
      const text = textual ? await response.text() : (await response.arrayBuffer(), '');
      return { status: response.status, url: `${url.pathname}${url.search}`, contentType, text };
    }
  }

  /** Signs in through the sign-in form's POST (the same fields a visitor fills in); throws if refused. */
  async signIn(email: string, password: string): Promise<void> {
    const response = await fetch(new URL('/signin', this.origin), {
      method: 'POST',
      headers: { cookie: this.#cookieHeader(), origin: this.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
      redirect: 'manual',
    });
    this.#store(response);
    await response.arrayBuffer();
    if (response.status < 300 || response.status >= 400) throw new Error(`sign-in of ${email} answered ${response.status}`);
  }
}
