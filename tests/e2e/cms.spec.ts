/**
 * The CMS admin in a browser, against the main test server: an administrator made with the CLI
 * signs in and reaches the dashboard, with nothing refused by the content security policy.
 */
import { execFileSync } from 'node:child_process';
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
