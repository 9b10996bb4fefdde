import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const paths = process.argv.slice(2);
for (const width of [1440, 1024, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const p of paths) {
    for (const prefix of ['', '/sv']) {
      await page.goto(`http://localhost:4101${prefix}${p}`, { waitUntil: 'networkidle' });
      const name = `${prefix ? 'sv' : 'en'}-${p.split('/').pop()}-${width}`;
      await page.screenshot({ path: `/tmp/pa/shots/${name}.png`, fullPage: true });
    }
  }
  await context.close();
}
await browser.close();
