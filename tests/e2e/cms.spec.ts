/**
 * The CMS admin in a browser: an administrator made with the CLI signs in and reaches the
 * dashboard, and edits a product in Swedish through draft and publish, with nothing refused by
 * the content security policy.
 */
import { execFileSync } from 'node:child_process';
import { LeadTestServer } from '../../scripts/leads-test-server';
import { collectConsoleErrors, expect, test, uniqueEmail } from './fixtures';

test('an administrator made with the CLI signs in to /admin and sees the collections', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('admin');
  const password = 'a long admin password';
  execFileSync('node_modules/.bin/tsx', ['scripts/cms-cli.ts', 'create-admin', '--email', email, '--password', password], {
    env: { ...process.env, CMS_DATABASE_URL: 'file:./data/e2e/cms.sqlite' },
    stdio: 'ignore',
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/u);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/u);
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await expect(page.getByText('Users', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Swedish headline edited in the admin: a draft stays private, a publish reaches the page', async ({ page }) => {
  // Its own server and build copy: a publish renders the page anew into the build it serves.
  test.setTimeout(240_000);
  const server = await LeadTestServer.start({ privateBuild: true });
  try {
    const errors = collectConsoleErrors(page);
    const password = 'a long admin password';
    execFileSync('node_modules/.bin/tsx', ['scripts/cms-cli.ts', 'create-admin', '--email', 'chief@example.se', '--password', password], {
      env: { ...process.env, CMS_DATABASE_URL: server.cmsDatabaseUrl },
      stdio: 'ignore',
    });
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
