// The read-only JSON answers refuse bad input in the request's language (issue 13 item 10: "a localized
// message"), like every other API route: the product list's malformed parameters, a product id or slug
// that cannot be one, an unknown product, a chart of no fund, and the comparison picker's query. Each
// field's error is a sentence of the message catalogue, never zod's English. A parameter named __proto__
// or constructor is a parameter like any other (forms/messages-by-field.ts).
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nextMiddleware } from '~/middleware/i18next';
import { resources } from '~/locales';
import * as productById from '~/routes/api/product-by-id';
import * as productBySlug from '~/routes/api/product-by-slug';
import * as products from '~/routes/api/products';
import * as comparePicker from '~/routes/reksadana/compare-picker-options';
import * as chartSeries from '~/routes/reksadana/fund-chart-series';
import * as fundDocument from '~/routes/reksadana/fund-document';
import { callApi } from '../support/api';

type Refusal = { message: string; errors?: Record<string, string[]> };

describe.each(['id', 'en'] as const)('in %s', (language) => {
  const text = resources[language];
  const lng = language === 'en' ? 'lng=en' : 'lng=id';

  it('names each malformed product-list parameter with a catalogue sentence', async () => {
    const { status, body } = await callApi(products, { url: `/api/v2/mutual-funds/products?${lng}&sort=popularity&_size=101&_name=${'a'.repeat(101)}` });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: text.common.api.invalidQuery,
      errors: {
        sort: [text.validation.memberOf],
        _size: [text.validation.maxValue.replace('{{max}}', '100')],
        _name: [text.validation.maxLength.replace('{{max}}', '100')],
      },
    } satisfies Refusal);
  });

  it('asks a visitor for the watchlist to sign in', async () => {
    const { status, body } = await callApi(products, { url: `/api/v2/mutual-funds/products?${lng}&watchlistOnly=true` });
    expect(status).toBe(401);
    expect(body).toEqual({ message: text.common.api.unauthorized });
  });

  it('refuses a product id or slug that cannot be one, and an unknown product', async () => {
    expect((await callApi(productById, { url: `/api/v2/mutual-funds/products/abc?${lng}`, params: { id: 'abc' } })).body).toEqual({
      message: text.common.api.invalidQuery,
      errors: { id: [text.fundDetail.api.invalidId] },
    });
    expect((await callApi(productBySlug, { url: `/api/v2/mutual-funds/products/s/Bad?${lng}`, params: { slug: 'Bad' } })).body).toEqual({
      message: text.common.api.invalidQuery,
      errors: { slug: [text.fundDetail.api.invalidSlug] },
    });
    const unknown = await callApi(productById, { url: `/api/v2/mutual-funds/products/999999?${lng}`, params: { id: '999999' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: text.fundDetail.api.notFound } });
    const chart = await callApi(chartSeries, { url: `/reksadana/saham/tidak-ada/grafik?${lng}`, params: { investmentType: 'saham', productSlug: 'tidak-ada' } });
    expect(chart).toMatchObject({ status: 404, body: { message: text.fundDetail.api.notFound } });
  });

  it('answers a document of no fund with a line of text in the language', async () => {
    const request = new Request(`http://localhost/reksadana/saham/tidak-ada/dokumen/prospektus?${lng}`);
    const context = new RouterContextProvider();
    const args = { request, params: { investmentType: 'saham', productSlug: 'tidak-ada', kind: 'prospektus' }, context, url: new URL(request.url), pattern: '' } as never;
    const response = (await i18nextMiddleware(args, async () => fundDocument.loader(args))) as Response;
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(text.fundDetail.api.notFound);
  });

  it('names the comparison picker’s malformed parameters', async () => {
    const { status, body } = await callApi(comparePicker, { url: `/reksadana/bandingkan/pilihan?${lng}&jenis=emas&halaman=-1` });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: text.common.api.invalidQuery,
      errors: { jenis: [text.validation.memberOf], halaman: [text.validation.minValue.replace('{{min}}', '0')] },
    } satisfies Refusal);
  });
});

it('reads a parameter named __proto__ or constructor as a parameter, not as the object’s own members', async () => {
  // Before: `?__proto__=a&__proto__=b` made the query's prototype an array, so `sort` read Array.prototype.sort.
  for (const query of ['__proto__=a&__proto__=b', 'constructor=x&toString=y&__proto__=z']) {
    const { status } = await callApi(products, { url: `/api/v2/mutual-funds/products?${query}` });
    expect(status, query).toBe(200);
  }
  const { status, body } = await callApi(products, { url: '/api/v2/mutual-funds/products?__proto__=a&sort=bogus' });
  expect(status).toBe(400);
  expect(Object.keys((body as Refusal).errors!)).toEqual(['sort']);
});
