/**
 * The CMS admin in a browser: an administrator made with the CLI signs in, reaches the
 * dashboard and the catalogue's form, and edits a product in Swedish through draft and publish, with nothing refused by
 * the content security policy.
 */
import { runCmsCli } from './cms-cli';
import { LeadTestServer } from '../../scripts/leads-test-server';
import { collectConsoleErrors, expect, test, uniqueEmail } from './fixtures';
import { withoutNoteMarks } from '../../src/lib/placeholders';

test('an administrator made with the CLI signs in to /admin, sees the collections and the catalogue form', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('admin');
  const password = 'a long admin password';
  // The first administrator, made with the CLI as the README says.
  await runCmsCli('file:./data/e2e/cms.sqlite', 'create-admin', '--email', email, '--password', password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/u);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/u);
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await expect(page.getByText('Users', { exact: true }).first()).toBeVisible();
  // The catalogue's form: a tab per group, each row named by its product and article number.
  await page.goto('/admin/globals/catalogue');
  await expect(page.getByText('Fentanyl · DRX191-CE25')).toBeVisible();
  await page.getByRole('button', { name: 'Self-tests' }).click();
  await expect(page.getByText('InstaCHECK', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Fentanyl · DRX191-CE25')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a Swedish headline edited in the admin: a draft stays private, a publish reaches the page', async ({ page }) => {
  // Its own server and build copy: a publish renders the page anew into the build it serves.
  test.setTimeout(240_000);
  const server = await LeadTestServer.start({ privateBuild: true });
  try {
    const errors = collectConsoleErrors(page);
    const password = 'a long admin password';
    await runCmsCli(server.cmsDatabaseUrl, 'create-admin', '--email', 'chief@example.se', '--password', password);
    const publicHtml = async () => (await fetch(`${server.baseUrl}/sv/products/instafind`)).text();
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill('chief@example.se');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();

    await page.goto(`${server.baseUrl}/admin/collections/products?locale=sv`);
    await page.getByRole('link', { name: 'InstaFIND' }).click();
    const headline = page.getByLabel('Headline');
    await expect(headline).toHaveValue('Test med laboratoriekvalitet – hemma');
    await headline.fill('Laboratoriekvalitet hemma, svar på 30 minuter');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Draft saved successfully.')).toBeVisible();
    expect(await publicHtml()).toContain('Test med laboratoriekvalitet – hemma');

    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();
    // Rendered anew on the first request after the publish; no build.
    await expect.poll(publicHtml, { timeout: 5_000 }).toContain('Laboratoriekvalitet hemma, svar på 30\u00a0minuter');
    expect(errors).toEqual([]);
  } finally {
    await server.dispose();
  }
});

test('an editor builds a sector page in the admin alone: draft, preview, Swedish texts, publish, live in both languages', async ({ page }) => {
  test.setTimeout(240_000);
  const server = await LeadTestServer.start({ privateBuild: true });
  try {
    const errors = collectConsoleErrors(page);
    const password = 'a long editor password';
    await runCmsCli(server.cmsDatabaseUrl, 'create-admin', '--email', 'builder@example.se', '--password', password);
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill('builder@example.se');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();

    // English first: the address, the texts and a hero section, saved as a draft.
    await page.goto(`${server.baseUrl}/admin/collections/pages/create?locale=en`);
    await page.locator('#field-path').fill('/solutions/shipping');
    await page.locator('#field-title').fill('Drug testing for shipping');
    await page.locator('#field-description').fill('Testing programmes for shipping companies and ports.');
    await page.getByRole('button', { name: 'Add Section' }).click();
    await page.getByRole('button', { name: 'Hero', exact: true }).click();
    await page.locator('#field-layout__0__title').fill('Safe ships, fair testing');
    await page.locator('#field-layout__0__description').fill('Drug testing on board and in port, with a result in under {resultMinutes}.');
    await page.locator('#field-layout__0__scene').click();
    await page.keyboard.type('/solutions/workplace');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Page successfully created.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+\?locale=en/u);
    const editor = page.url();
    const live = (path: string) => fetch(`${server.baseUrl}${path}`);
    expect((await live('/solutions/shipping')).status).toBe(404);

    // The preview shows the page before it was ever published.
    await page.goto(`${server.baseUrl}/api/preview?path=/solutions/shipping`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe ships, fair testing');
    // The figure is written out from its record, with the number of its source note.
    await expect(page.getByText('Drug testing on board and in port, with a result in under 10\u00a0minutes¹.')).toBeVisible();
    await page.goto(`${server.baseUrl}/api/preview/exit`);

    // Then Swedish, in the same rows, and publish.
    await page.goto(editor);
    await page.getByRole('button', { name: /Locale/u }).click();
    await page.getByRole('button', { name: 'Svenska (sv)' }).click();
    await expect(page).toHaveURL(/locale=sv/u);
    await page.locator('#field-title').fill('Drogtestning för sjöfarten');
    await page.locator('#field-description').fill('Testprogram för rederier och hamnar.');
    await page.locator('#field-layout__0__title').fill('Trygga fartyg, rättvis testning');
    await page.locator('#field-layout__0__description').fill('Drogtester ombord och i hamn, med svar på under {resultMinutes}.');
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();

    await expect.poll(async () => (await live('/sv/solutions/shipping')).status, { timeout: 5_000 }).toBe(200);
    expect(withoutNoteMarks(await (await live('/sv/solutions/shipping')).text())).toContain('Drogtester ombord och i hamn, med svar på under 10\u00a0minuter.');
    expect(await (await live('/solutions/shipping')).text()).toMatch(/<h1[^>]*>Safe ships, fair testing<\/h1>/u);
    expect(errors).toEqual([]);
  } finally {
    await server.dispose();
  }
});
