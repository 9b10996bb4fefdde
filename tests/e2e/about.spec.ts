/**
 * The about page (issue 16, spec 001 §2 About, §4 team tabs) in both languages: sections in order,
 * the three figures, team tabs by mouse and keyboard, milestones one card per year, the call to
 * action and the Organization structured data.
 */
import { siteConfig } from '../../src/config/site';
import { aboutPage } from '../../src/content/pages/about';
import { expect, localizedPath, locales, test } from './fixtures';

for (const locale of locales) {
  const url = localizedPath('/about', locale);
  const team = aboutPage.team;
  const tab = (name: 'executiveTab' | 'advisoryTab') => team[name][locale];

  test.describe(`about (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
    });

    test('shows Our Story, mission, values, team, milestones and the call to action in order', async ({ page, consoleErrors }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.hero.title[locale]);
      await expect(page.getByText(aboutPage.hero.badge[locale], { exact: true })).toBeVisible();
      await expect(page.locator('main')).toContainText(`${siteConfig.foundedYear}`);

      const figures = page.getByRole('region', { name: aboutPage.figures.title[locale] });
      await expect(figures.locator('dd')).toHaveText([locale === 'sv' ? '90\u00a0%' : '90%', '200+', 'ISO\u00a013485']);

      const headings = await page.locator('main h2').allInnerTexts();
      const order = [aboutPage.mission.title, aboutPage.values.title, team.title, aboutPage.milestones.title, aboutPage.cta.heading].map((text) => text[locale]);
      const positions = order.map((heading) => headings.indexOf(heading));
      expect(positions.every((position) => position >= 0), `${order.join(' | ')} in ${headings.join(' | ')}`).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);

      await expect(page.locator('#mission li')).toHaveCount(5);
      await expect(page.getByRole('region', { name: aboutPage.values.title[locale] }).getByRole('heading', { level: 3 })).toHaveText(
        aboutPage.values.items.map((item) => item.title[locale]),
      );

      const milestones = page.getByRole('region', { name: aboutPage.milestones.title[locale] });
      await expect(milestones.getByRole('heading', { level: 3 })).toHaveText(['2022', '2023', '2024', '2025']);
      await expect(milestones.getByRole('heading', { level: 4 })).toHaveCount(aboutPage.milestones.items.length);

      const cta = page.locator('section[aria-labelledby="cta-heading"]');
      await expect(cta.getByRole('link', { name: aboutPage.cta.actions[0]!.label[locale] })).toHaveAttribute('href', localizedPath('/products', locale));
      expect(consoleErrors).toEqual([]);
    });

    test('team tabs: executive team by default, advisory board by mouse', async ({ page, consoleErrors }) => {
      await page.goto(url);
      const executive = page.getByRole('tab', { name: tab('executiveTab') });
      const advisory = page.getByRole('tab', { name: tab('advisoryTab') });
      await expect(executive).toHaveAttribute('aria-selected', 'true');
      const executivePanel = page.getByRole('tabpanel', { name: tab('executiveTab') });
      await expect(executivePanel.getByRole('heading', { level: 3 })).toHaveText(team.executives.map((person) => person.name));
      await expect(executivePanel.locator('blockquote')).toHaveCount(4);
      await expect(page.getByRole('tabpanel', { name: tab('advisoryTab') })).toBeHidden();

      await advisory.click();
      await expect(advisory).toHaveAttribute('aria-selected', 'true');
      await expect(executive).toHaveAttribute('aria-selected', 'false');
      const advisoryPanel = page.getByRole('tabpanel', { name: tab('advisoryTab') });
      await expect(advisoryPanel.getByRole('heading', { level: 3 })).toHaveText(team.advisors.map((person) => person.name));
      // Advisers have no quote (001 §3).
      await expect(advisoryPanel.locator('blockquote')).toHaveCount(0);
      await expect(executivePanel).toBeHidden();

      await executive.click();
      await expect(executivePanel).toBeVisible();
      await expect(advisoryPanel).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });

    test('team tabs follow the WAI-ARIA keyboard pattern', async ({ page }) => {
      await page.goto(url);
      const executive = page.getByRole('tab', { name: tab('executiveTab') });
      const advisory = page.getByRole('tab', { name: tab('advisoryTab') });
      // Only the selected tab is in the tab order.
      await expect(advisory).toHaveAttribute('tabindex', '-1');
      await executive.focus();
      await page.keyboard.press('ArrowRight');
      await expect(advisory).toBeFocused();
      await expect(advisory).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tab('advisoryTab') })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(executive).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: tab('executiveTab') })).toBeVisible();
      await page.keyboard.press('End');
      await expect(advisory).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(executive).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(advisory).toHaveAttribute('aria-selected', 'true');
      // Tab moves from the tab list into the shown panel.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel', { name: tab('advisoryTab') })).toBeFocused();
    });

    test('carries Organization structured data with name, founding year and address from the site config', async ({ page }) => {
      await page.goto(url);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const organization = blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((data) => data['@type'] === 'Organization');
      expect(organization).toMatchObject({
        name: siteConfig.name,
        foundingDate: String(siteConfig.foundedYear),
        address: { streetAddress: siteConfig.address.street, postalCode: siteConfig.address.postalCode, addressLocality: siteConfig.address.city },
      });
    });
  });
}
