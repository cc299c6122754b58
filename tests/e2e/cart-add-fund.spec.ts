// Adding a fund to a portfolio through the cart (spec funds §2.4 steps 3 fund type selector, 4 fund list,
// 10 fund search; decision 022): as pages without JavaScript, and as the dialog the portfolio page opens,
// at 375 px and 1280 px.
import { expect, pageWithoutJavaScript, PASSWORD, signIn, queryOne, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';

/** The demo investor's "Pendidikan Anak" portfolio (not robo, holds a stock fund). */
const education = () =>
  queryOne<{ id: number }>("SELECT p.id FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = ? AND p.name = 'Pendidikan Anak'", INVESTOR);

test('without JavaScript: the fund types, a type’s funds, a search, and the chosen fund’s form', async ({ browser, guard }, testInfo) => {
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  const portfolio = education();
  const start = `/reksadana/beli?portofolio=${portfolio.id}&tambah=1`;
  await page.goto(`/signin?target=${encodeURIComponent(start)}`);
  await page.getByLabel('Email').fill(INVESTOR);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(start);

  const card = page.getByTestId('cart-add-fund');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Tambah reksa dana ke Pendidikan Anak');
  // Step 3: the types with something to buy, counted, lowest risk first.
  const types = card.getByTestId('cart-fund-type');
  await expect(types).toHaveCount(4);
  await expect(types.first()).toContainText('Pasar Uang');
  const stockCount = queryOne<{ n: number }>("SELECT count(*) n FROM funds WHERE type = 'SAHAM' AND status = 'active_subsenabled' AND container_account IS NOT NULL").n;
  await expect(types.nth(3)).toHaveText(new RegExp(`Saham\\s*${stockCount} reksa dana`));

  // Step 4: a type's funds; the one the portfolio holds is marked.
  await types.nth(3).click();
  await expect(page).toHaveURL(`${start}&tipe=SAHAM`);
  await expect(types.nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Reksa dana Saham');
  const choices = card.getByTestId('cart-fund-choice');
  await expect(choices).toHaveCount(Math.min(stockCount, 30));
  const held = queryOne<{ name: string }>(
    "SELECT f.name FROM positions p JOIN funds f ON f.id = p.fund_id WHERE p.portfolio_id = ? AND p.units > 0 AND f.type = 'SAHAM' ORDER BY f.name LIMIT 1",
    portfolio.id,
  );
  await expect(choices.filter({ hasText: held.name })).toContainText('Sudah dimiliki');

  // Step 10: a search by part of a name, through the GET form.
  const target = queryOne<{ id: number; name: string }>(
    "SELECT id, name FROM funds WHERE type = 'PENDAPATAN_TETAP' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY name LIMIT 1",
  );
  const word = target.name.split(' ').at(-1)!;
  await page.getByTestId('cart-fund-search-input').fill(word.toLowerCase());
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(`Hasil pencarian “${word.toLowerCase()}”`);
  const found = card.getByTestId('cart-fund-choice').filter({ hasText: target.name });
  await expect(found).toHaveCount(1);

  // The chosen fund's purchase into the portfolio: the form, naming it.
  await found.click();
  await expect(page).toHaveURL(`/reksadana/beli?portofolio=${portfolio.id}&dana=${target.id}`);
  await expect(page.getByTestId('cart')).toContainText(target.name);

  // A search that matches nothing says so.
  await page.goto(`${start}&cari=tidak-ada-dana-ini`);
  await expect(page.getByTestId('cart-fund-none')).toHaveText('Tidak ada reksa dana yang cocok.');
});

test('with JavaScript: the portfolio page’s add-fund link opens the dialog at the fund types; a type, a search, a fund, its form', async ({ page }) => {
  const portfolio = education();
  const here = `/reksadana/portfolio/${portfolio.id}`;
  await signIn(page, INVESTOR, here);
  await page.getByTestId('portfolio-add-fund').click();
  const dialog = page.getByTestId('cart-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'FUND_TYPE_SELECTOR');
  await expect(dialog.getByTestId('cart-dialog-heading')).toHaveText('Pilih jenis reksa dana');
  await expect(page).toHaveURL(here);

  // Step 4: a type's funds; back returns to the types.
  await dialog.getByTestId('cart-fund-type').filter({ hasText: 'Saham' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'FUND_LIST');
  await expect(dialog.getByTestId('cart-fund-choice').first()).toBeVisible();
  await dialog.getByTestId('cart-dialog-back').click();
  await expect(dialog).toHaveAttribute('data-step', 'FUND_TYPE_SELECTOR');

  // Step 10: the search answers as one types.
  const target = queryOne<{ id: number; name: string; code: string }>(
    "SELECT id, name, code FROM funds WHERE type = 'PENDAPATAN_TETAP' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY name LIMIT 1",
  );
  await dialog.getByTestId('cart-dialog-fund-search').click();
  await expect(dialog).toHaveAttribute('data-step', 'FUND_SEARCH');
  // The search step's box takes the focus: one types at once.
  await expect(dialog.getByLabel('Cari reksa dana')).toBeFocused();
  // By its code (the search matches name, code or investment manager).
  await dialog.getByLabel('Cari reksa dana').fill(target.code.toLowerCase());
  const found = dialog.getByTestId('cart-fund-choice').filter({ hasText: target.name });
  await expect(found).toHaveCount(1);

  // The chosen fund: back on the form, buying it into this portfolio.
  await found.click();
  await expect(dialog).toHaveAttribute('data-step', 'FORM');
  await expect(dialog.getByTestId('cart-dialog-funds')).toContainText(target.name);
  await expect(dialog.getByTestId('cart-dialog-choose-fund')).toHaveText('Ganti reksa dana');
  await dialog.getByTestId('cart-dialog-choose-fund').click();
  await expect(dialog).toHaveAttribute('data-step', 'FUND_TYPE_SELECTOR');
});
