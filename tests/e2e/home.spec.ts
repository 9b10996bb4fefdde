import { expect, test } from './fixtures';

/**
 * Home (000 §2.4): sections in order, the 8-second rotation with its pause controls (on the page's
 * own clock), and on a phone the swipe through the product cards.
 */

test('shows every section in order with the spec calls to action', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const headings = await page.locator('main h2').allInnerTexts();
  const order = ['Multi-panel urine drug tests', 'Key figures', 'Testing that fits how you work', 'Drug-test solutions for safety-critical work', 'Why organisations choose us', 'Trusted by safety and health professionals', 'Ready to make testing simpler?'];
  const positions = order.map((heading) => headings.indexOf(heading));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.locator('main blockquote')).toHaveCount(3);
  const cta = page.locator('section[aria-labelledby="cta-heading"]');
  await expect(cta.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
  expect(consoleErrors).toEqual([]);
});

test('headline and product card advance every 8 seconds and pause on hover and with the control', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // The rotation's script arrives in a chunk of its own after the page; hover before it has
  // hydrated would not pause anything.
  await page.waitForLoadState('networkidle');
  // From here on, page time moves only when the test says so (the page's clock, which under load
  // can already be past a time taken in this process before goto).
  await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now()) + 2000));
  const headline = page.getByTestId('hero-headline');
  const carousel = page.getByRole('region', { name: 'Featured products' });
  const current = carousel.locator('button[aria-current="true"]');
  await expect(headline).toHaveText('Rapid tests you can trust');
  await expect(current).toHaveAccessibleName(/Show product 1/);
  // Hovering and leaving restarts the 8-second interval from now; keep the pointer away after.
  await headline.hover();
  await page.mouse.move(5, 790);

  await page.clock.runFor(7_900);
  await expect(headline).toHaveText('Rapid tests you can trust');
  await page.clock.runFor(200);
  await expect(headline).toHaveText('Reliable answers in under 10 minutes');
  await expect(current).toHaveAccessibleName(/Show product 2/);

  // The card's Learn More follows its category: card 2 is a healthcare self-test.
  await expect(carousel.getByRole('group', { name: /^2 of 5/ }).getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/healthcare-tests');
  await expect(carousel.getByRole('group', { name: /^1 of 5/ }).getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/drug-tests');

  // Hovering the hero pauses the rotation.
  await headline.hover();
  await page.clock.runFor(16_000);
  await expect(headline).toHaveText('Reliable answers in under 10 minutes');
  await page.mouse.move(5, 790);
  await page.clock.runFor(8_000);
  await expect(headline).toHaveText('Safer workplaces, healthier people');

  // The pause control stops it until resumed.
  await page.getByRole('button', { name: 'Pause rotation' }).click();
  await page.mouse.move(5, 790);
  await page.getByRole('button', { name: 'Resume rotation' }).blur();
  await page.clock.runFor(24_000);
  await expect(headline).toHaveText('Safer workplaces, healthier people');
  await page.getByRole('button', { name: 'Resume rotation' }).click();
  await page.mouse.move(5, 790);
  await page.getByRole('button', { name: 'Pause rotation' }).blur();
  await page.clock.runFor(8_000);
  await expect(headline).toHaveText('Rapid tests you can trust');
  await expect(current).toHaveAccessibleName(/Show product 4/);
});

test('does not rotate under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  // The page's clock, not this process's: under load the page can be past a time taken before goto.
  await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now()) + 2000));
  await page.mouse.move(5, 790);
  await page.clock.runFor(20_000);
  await expect(page.getByTestId('hero-headline')).toHaveText('Rapid tests you can trust');
});

// A swipe is how a phone moves the carousel; the same page load checks the cards' layout there.
test('a swipe moves the product card one place either way, round the loop; every card ends with its link @mobile-only', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured products' });
  const current = carousel.locator('button[aria-current="true"]');
  const slide = (position: number) => carousel.getByRole('group', { name: new RegExp(`^${position} of 5`) });

  // Each card ends with its link, with no blank band below it: the card's own padding (24 px) and no more.
  const gaps = await page.locator('[aria-roledescription="slide"] article').evaluateAll((articles) =>
    articles.map((article) => {
      const link = article.querySelector('a:last-of-type')!;
      return article.getBoundingClientRect().bottom - link.getBoundingClientRect().bottom;
    }),
  );
  expect.soft(gaps.length, 'carousel cards measured').toBeGreaterThan(1);
  for (const [index, gap] of gaps.entries()) expect.soft(gap, `space below the link of card ${index + 1}`).toBeLessThanOrEqual(26);

  await carousel.scrollIntoViewIfNeeded();
  const card = (await slide(1).boundingBox())!;
  const y = card.y + card.height / 2;
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(card.x + from * card.width, y);
    await page.mouse.down();
    await page.mouse.move(card.x + to * card.width, y, { steps: 5 });
    await page.mouse.up();
  };

  await swipe(0.8, 0.2);
  await expect(current).toHaveAccessibleName(/Show product 2/);
  await expect(slide(2)).toBeInViewport();
  await expect(slide(1)).not.toBeInViewport();
  await swipe(0.2, 0.8);
  await swipe(0.2, 0.8);
  // Back past the first card to the last.
  await expect(current).toHaveAccessibleName(/Show product 5/);
  await expect(slide(5)).toBeInViewport();
  // A short wobble is a tap, not a swipe.
  await swipe(0.5, 0.45);
  await expect(current).toHaveAccessibleName(/Show product 5/);
});
