/**
 * /products/circular-testing, /products/vdt and /products/hair-analysis in the browser. The page
 * checks (calculators, coming soon) load from the suite's server; the three whitepaper forms post
 * to the lead server of tests/e2e/fixtures.ts, whose store the tests read (once through the
 * operations CLI's JSON export, as an operator sees the leads). Expected texts come from the
 * pages' seeds and the messages. Each flow runs once, in English, except the posts without
 * JavaScript, which run in Swedish (the server's texts must be the page's language, not the
 * browser's); one Swedish test checks everything else the visitor reads in Swedish. The PDFs
 * themselves are checked in tests/http/product-downloads.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { seededPage } from '../../src/cms/seed/pages';
import { productWhitepaperNames, productWhitepaperPageCounts } from '../../src/documents/product-whitepaper-pages';
import { circularRangeTexts, type CircularField } from '../../src/lib/calculators/circular-savings';
import { formatNumber } from '../../src/lib/format-number';
import {
  expect,
  holdLeadPost,
  leadForm,
  type LeadServer,
  type Locale,
  localizedPath,
  messages,
  openLeadForm,
  test,
  uniqueEmail,
} from './fixtures';

const pdfHref = (name: string, locale: Locale) => `/downloads/${locale}/${name}.pdf`;
const result = (page: Page, name: string) => page.locator(`[data-result="${name}"]`);

async function openForm(page: Page, leadServer: LeadServer, path: string, locale: Locale) {
  await openLeadForm(page, `${leadServer.baseUrl}${localizedPath(path, locale)}`);
}

/** A block of a page as seeded, in one language, by its type. */
const seededBlock = <Block,>(path: string, locale: Locale, blockType: string) =>
  seededPage<{ blockType: string }>(path, locale).layout.find((block) => block.blockType === blockType) as Block;
const floatingLabel = (path: string, locale: Locale) => seededBlock<{ label: string }>(path, locale, 'floatingAction').label;

/** The forms' and calculators' texts, in one language. */
const circular = (locale: Locale) => messages[locale].CircularWhitepaperForm;
const circularCalculator = (locale: Locale) => messages[locale].CircularSavingsCalculator;
/** A Circular Testing field's message while it is invalid: its range, and the value the results use instead. */
const invalidInput = (locale: Locale, field: CircularField, used: number) => {
  const { min, max } = circularRangeTexts(field, locale);
  return circularCalculator(locale).invalid.replace('{min}', min).replace('{max}', max).replace('{value}', formatNumber(used, locale));
};
const vdt = (locale: Locale) => messages[locale].VdtWhitepaperForm;
const vdtHero = (locale: Locale) => seededBlock<{ badge: string; comingSoon: { label: string } }>('/products/vdt', locale, 'productHero');
const vdtVideo = (locale: Locale) => seededBlock<{ video: { caption: string; posterLabel: string } }>('/products/vdt', locale, 'steps').video;
const hair = (locale: Locale) => messages[locale].HairWhitepaperForm;
const hairHero = (locale: Locale) => seededBlock<{ comingSoon: { label: string } }>('/products/hair-analysis', locale, 'productHero');
const hairLastStep = (locale: Locale) => seededBlock<{ items: { title: string }[] }>('/products/hair-analysis', locale, 'steps').items.at(-1)!.title;
const vdtDemo = (locale: Locale) => seededBlock<{ thankYouAction: { label: string } }>('/products/vdt', locale, 'leadForm').thankYouAction.label;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Circular Testing field by its whole label: "Företag" must not also find "Företagets storlek". */
const circularField = (page: Page, label: string) => leadForm(page).getByLabel(new RegExp(`^${escapeRegExp(label)}(?!\\p{L})`, 'u'));

async function fillCircular(page: Page, locale: Locale, values: { fullName: string; workEmail: string; companyName: string; jobTitle: string; companySize: string }) {
  await leadForm(page).getByLabel(circular(locale).fullName).fill(values.fullName);
  await leadForm(page).getByLabel(circular(locale).workEmail).fill(values.workEmail);
  await circularField(page, circular(locale).companyName).fill(values.companyName);
  await leadForm(page).getByLabel(circular(locale).jobTitle).selectOption(values.jobTitle);
  await leadForm(page).getByLabel(circular(locale).companySize).selectOption(values.companySize);
}

async function fillVdt(page: Page, locale: Locale, values: { name: string; email: string; company: string; jobTitle: string }) {
  await leadForm(page).getByLabel(vdt(locale).name).fill(values.name);
  await leadForm(page).getByLabel(vdt(locale).email).fill(values.email);
  await leadForm(page).getByLabel(vdt(locale).company).fill(values.company);
  await leadForm(page).getByLabel(vdt(locale).jobTitle).selectOption(values.jobTitle);
  await leadForm(page).getByRole('checkbox').check();
}

async function fillHair(page: Page, locale: Locale, values: { name: string; email: string; company: string; role: string }) {
  await leadForm(page).getByLabel(hair(locale).name).fill(values.name);
  await leadForm(page).getByLabel(hair(locale).email).fill(values.email);
  await leadForm(page).getByLabel(hair(locale).company).fill(values.company);
  await leadForm(page).getByLabel(hair(locale).role).fill(values.role);
  await leadForm(page).getByRole('checkbox').check();
}

/** Each Circular Testing field's label and the message an empty submit ties to it, in the page's language. */
function circularFieldErrors(locale: Locale): [label: string, error: string][] {
  const errors = messages[locale].LeadForm.errors;
  return [
    [circular(locale).fullName, errors.circularFullNameRequired],
    [circular(locale).workEmail, errors.circularWorkEmailInvalid],
    [circular(locale).companyName, errors.circularCompanyNameRequired],
    [circular(locale).jobTitle, errors.circularJobTitleRequired],
    [circular(locale).companySize, errors.circularCompanySizeRequired],
  ];
}

/** Submits the VDT form with only a company and a bad e-mail; each field's message is tied to it. */
async function submitInvalidVdt(page: Page, locale: Locale): Promise<void> {
  const errors = messages[locale].LeadForm.errors;
  await leadForm(page).getByLabel(vdt(locale).company).fill('Granlund Transport');
  await leadForm(page).getByLabel(vdt(locale).email).fill('jonas@');
  await leadForm(page).getByRole('button', { name: vdt(locale).submit }).click();
  await expect.soft(leadForm(page).getByLabel(vdt(locale).name)).toHaveAccessibleDescription(errors.vdtNameRequired);
  await expect.soft(leadForm(page).getByLabel(vdt(locale).email)).toHaveAccessibleDescription(errors.vdtEmailInvalid);
  await expect.soft(leadForm(page).getByLabel(vdt(locale).jobTitle)).toHaveAccessibleDescription(errors.vdtJobTitleRequired);
  await expect.soft(leadForm(page).getByRole('checkbox')).toHaveAccessibleDescription(errors.consentRequired);
}

/** After a submit of the hair analysis form with every field blank, each field's message is tied to it. */
async function expectEmptyHairErrors(page: Page, locale: Locale): Promise<void> {
  const errors = messages[locale].LeadForm.errors;
  await expect.soft(leadForm(page).getByLabel(hair(locale).name)).toHaveAccessibleDescription(errors.hairNameRequired);
  await expect.soft(leadForm(page).getByLabel(hair(locale).email)).toHaveAccessibleDescription(errors.hairEmailRequired);
  await expect.soft(leadForm(page).getByLabel(hair(locale).company)).toHaveAccessibleDescription(errors.hairCompanyRequired);
  await expect.soft(leadForm(page).getByLabel(hair(locale).role)).toHaveAccessibleDescription(errors.hairRoleRequired);
  await expect.soft(leadForm(page).getByRole('checkbox')).toHaveAccessibleDescription(errors.hairConsentRequired);
}

const pdfLabel = (template: string, pages: number) => template.replace('{pages}', String(pages));

test.describe('Circular Testing (en)', () => {
  const locale = 'en';
  const errors = messages.en.LeadForm.errors;
  const calc = circularCalculator(locale);

  test('the savings calculator shows the defaults and follows whole-number input only', async ({ page, consoleErrors }) => {
    await page.goto(localizedPath('/products/circular-testing', locale));
    await expect(result(page, 'traditionalCost')).toHaveText('$10,000');
    await expect(result(page, 'circularCost')).toHaveText('$2,500');
    await expect(result(page, 'savings')).toHaveText('$7,500');
    await expect(result(page, 'savingsPercent')).toHaveText('75.0%');

    await page.getByLabel(calc.employees).fill('120');
    await page.getByLabel(calc.testedPercent).fill('25');
    await page.getByLabel(calc.costPerTest).fill('60');
    await expect(result(page, 'traditionalCost')).toHaveText('$1,800');
    await expect(result(page, 'circularCost')).toHaveText('$750');
    await expect(result(page, 'savings')).toHaveText('$1,050');
    await expect(result(page, 'savingsPercent')).toHaveText('58.3%');
    for (const field of [calc.employees, calc.testedPercent, calc.costPerTest]) {
      await expect.soft(page.getByLabel(field), field).not.toHaveAttribute('aria-invalid', 'true');
      await expect.soft(page.getByLabel(field), field).toHaveAccessibleDescription(calc.hint);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the savings calculator marks out-of-range and non-whole input invalid at once, says which value it uses, and puts it back on leaving the field', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(localizedPath('/products/circular-testing', locale));
    // The calculator is a leaf with a chunk of its own; input typed before it hydrates is not seen.
    await page.waitForLoadState('networkidle');
    const employees = page.getByLabel(calc.employees);
    const testedPercent = page.getByLabel(calc.testedPercent);
    const costPerTest = page.getByLabel(calc.costPerTest);
    /** Types a value out of range: the field is marked invalid and described by its message and the hint. */
    const typeInvalid = async (field: Locator, raw: string, message: string) => {
      await field.fill(raw);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(`${message} ${calc.hint}`);
    };
    await employees.fill('120');
    await testedPercent.fill('25');
    await costPerTest.fill('60');
    await expect(result(page, 'traditionalCost')).toHaveText('$1,800');

    // Below or above the range, a fraction, a negative number, an exponent, nothing: the text stays,
    // marked invalid with a visible message tied to the field; the figures are still those of 120.
    const employeesMessage = invalidInput(locale, 'employees', 120);
    expect(employeesMessage).toBe('Enter a whole number from 1 to 1,000,000. Until then, the results use 120.');
    for (const raw of ['0', '5000000', '12.5', '-5', '1e3', '']) {
      await employees.fill(raw);
      await expect.soft(employees, raw).toHaveValue(raw);
      await expect.soft(employees, raw).toHaveAttribute('aria-invalid', 'true');
      await expect.soft(employees, raw).toHaveAccessibleDescription(`${employeesMessage} ${calc.hint}`);
      await expect.soft(page.locator('[data-error="employees"]'), raw).toHaveText(employeesMessage);
      await expect.soft(result(page, 'traditionalCost'), raw).toHaveText('$1,800');
      await expect.soft(result(page, 'circularCost'), raw).toHaveText('$750');
      await expect.soft(result(page, 'savings'), raw).toHaveText('$1,050');
    }
    // Leaving the field shows the value the figures use, and the message goes.
    await employees.fill('5000000');
    await employees.blur();
    await expect(employees).toHaveValue('120');
    await expect(employees).not.toHaveAttribute('aria-invalid', 'true');
    await expect(employees).toHaveAccessibleDescription(calc.hint);
    await expect(page.locator('[data-error="employees"]')).toHaveCount(0);
    await expect(result(page, 'traditionalCost')).toHaveText('$1,800');

    // The ends of the range are valid: 1,000,000 × 25 % × $60 and × $25.
    await employees.fill('1000000');
    await expect(employees).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result(page, 'traditionalCost')).toHaveText('$15,000,000');
    await expect(result(page, 'circularCost')).toHaveText('$6,250,000');
    await expect(result(page, 'savings')).toHaveText('$8,750,000');

    // Above 100 % is not clamped to 100 %: it is invalid, the figures keep 25 %, and the message is read out once typing rests.
    const percentMessage = invalidInput(locale, 'testedPercent', 25);
    expect(percentMessage).toBe('Enter a whole number from 1 to 100. Until then, the results use 25.');
    await typeInvalid(testedPercent, '250', percentMessage);
    await expect(result(page, 'traditionalCost')).toHaveText('$15,000,000');
    await expect(page.getByTestId('circular-announcement')).toHaveText(percentMessage);
    await testedPercent.blur();
    await expect(testedPercent).toHaveValue('25');

    const costMessage = invalidInput(locale, 'costPerTest', 60);
    expect(costMessage).toBe('Enter a whole number from 1 to 100,000. Until then, the results use 60.');
    await typeInvalid(costPerTest, '0', costMessage);
    await expect(result(page, 'savingsPercent')).toHaveText('58.3%');
    // Corrected by typing: the message goes at once and the figures follow. (The live region may
    // still be announcing the message, so the field's own message element is what is checked.)
    await costPerTest.fill('100');
    await expect(costPerTest).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-error="costPerTest"]')).toHaveCount(0);
    await expect(result(page, 'traditionalCost')).toHaveText('$25,000,000');
    await expect(result(page, 'savingsPercent')).toHaveText('75.0%');
    expect(consoleErrors).toEqual([]);
  });

  test('a valid request is stored once, clears the form, shows the toast for 5 s and the thank-you dialog', async ({ page, leadServer, clientAddress: _, consoleErrors }) => {
    await page.clock.install();
    await openForm(page, leadServer, '/products/circular-testing', locale);
    const email = uniqueEmail('circular');
    await fillCircular(page, locale, { fullName: 'Åsa Öberg', workEmail: email, companyName: 'Ärlig Logistik AB', jobTitle: 'safety-officer', companySize: '201-500' });
    // Page time stands still from here: the toast's 5 s are counted by the test.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    await leadForm(page).getByRole('button', { name: circular(locale).submit }).click();

    const dialog = page.getByRole('dialog', { name: circular(locale).dialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(circular(locale).dialog.description);
    const toast = page.getByText(circular(locale).toast, { exact: true });
    await expect(toast).toBeVisible();
    await expect(dialog.getByRole('link', { name: pdfLabel(circular(locale).pdfLink, productWhitepaperPageCounts.circular[locale]) })).toHaveAttribute(
      'href',
      pdfHref(productWhitepaperNames.circular, locale),
    );

    // As the operator sees it: `npm run leads -- export --format json --form circular-whitepaper`.
    const stored = leadServer.exportLeads('circular-whitepaper').filter((lead) => lead.fields.workEmail === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      form: 'circular-whitepaper',
      locale,
      fields: { fullName: 'Åsa Öberg', workEmail: email, companyName: 'Ärlig Logistik AB', jobTitle: 'safety-officer', companySize: '201-500' },
    });
    await expect(leadForm(page).getByLabel(circular(locale).fullName)).toHaveValue('');
    await expect(leadForm(page).getByLabel(circular(locale).jobTitle)).toHaveValue('');

    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
    await page.clock.resume();

    await dialog.getByRole('button', { name: circular(locale).dialog.close, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(leadForm(page).getByRole('button', { name: circular(locale).submit })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the thank-you dialog also closes by its X and by Escape, and focus returns each time', async ({ page, leadServer, clientAddress: _ }) => {
    await openForm(page, leadServer, '/products/circular-testing', locale);
    const dialog = page.getByRole('dialog', { name: circular(locale).dialog.title });
    const submit = leadForm(page).getByRole('button', { name: circular(locale).submit });
    for (const close of ['x', 'escape'] as const) {
      await fillCircular(page, locale, { fullName: 'Jonas Berg', workEmail: uniqueEmail(`dialog-${close}`), companyName: 'Granlund Transport', jobTitle: 'hr-manager', companySize: '50-200' });
      await submit.click();
      await expect(dialog).toBeVisible();
      if (close === 'x') await dialog.getByRole('button', { name: circular(locale).dialog.dismiss }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog, close).toBeHidden();
      await expect(submit, close).toBeFocused();
    }
  });

  test('an invalid request shows the spec messages, focuses the first invalid field and keeps the values', async ({ page, leadServer, clientAddress: _ }) => {
    await openForm(page, leadServer, '/products/circular-testing', locale);
    await leadForm(page).getByRole('button', { name: circular(locale).submit }).click();
    const expected = circularFieldErrors(locale);
    for (const [label, message] of expected) {
      await expect.soft(circularField(page, label), label).toHaveAccessibleDescription(message);
    }
    await expect(leadForm(page).getByLabel(circular(locale).fullName)).toBeFocused();

    await leadForm(page).getByLabel(circular(locale).fullName).fill('Åsa Öberg');
    await leadForm(page).getByLabel(circular(locale).workEmail).fill('asa@');
    await leadForm(page).getByLabel(circular(locale).jobTitle).selectOption('other');
    await leadForm(page).getByRole('button', { name: circular(locale).submit }).click();
    await expect(leadForm(page).getByLabel(circular(locale).workEmail)).toBeFocused();
    await expect(leadForm(page).getByLabel(circular(locale).workEmail)).toHaveAccessibleDescription(errors.circularWorkEmailInvalid);
    await expect.soft(leadForm(page).getByLabel(circular(locale).fullName)).toHaveValue('Åsa Öberg');
    await expect.soft(leadForm(page).getByLabel(circular(locale).jobTitle)).toHaveValue('other');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the floating button links to /contact without covering the footer on a phone @mobile-only', async ({ page }) => {
    await page.goto(localizedPath('/products/circular-testing', locale));
    const floating = page.getByRole('link', { name: floatingLabel('/products/circular-testing', locale), exact: true }).last();
    await expect(floating).toHaveAttribute('href', localizedPath('/contact?interest=circular', locale));
    await page.locator('footer').scrollIntoViewIfNeeded();
    // The button settles above the footer once the scroll has ended.
    const clearOfFooter = async () => {
      const [footer, button] = await Promise.all([page.locator('footer').boundingBox(), floating.boundingBox()]);
      return Boolean(footer && button && button.y + button.height <= footer.y);
    };
    await expect.poll(clearOfFooter).toBe(true);
  });
});

test.describe('VDT (en)', () => {
  const locale = 'en';
  const errors = messages.en.LeadForm.errors;

  test('is shown as coming soon with a status note, an honest video placeholder and the ROI slider', async ({ page, consoleErrors }) => {
    await page.goto(localizedPath('/products/vdt', locale));
    await expect(page.getByRole('note').filter({ hasText: vdtHero(locale).comingSoon.label })).toBeVisible();
    await expect(page.getByText(vdtHero(locale).badge)).toBeVisible();
    const video = page.locator('figure', { hasText: vdtVideo(locale).caption });
    await expect(video.getByRole('img', { name: vdtVideo(locale).posterLabel })).toBeVisible();
    await expect(video.getByRole('button')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);

    const slider = page.getByRole('slider', { name: messages[locale].VdtRoiCalculator.employees });
    await expect(slider).toHaveValue('100');
    await expect(result(page, 'monthlyCost')).toHaveText('$12,000');
    // (100 × 150 × 1.5 − 12,000) × 12; see lib/calculators/vdt-roi.ts on the spec's 55,680.
    await expect(result(page, 'annualSavings')).toHaveText('$126,000');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('110');
    await expect(result(page, 'monthlyCost')).toHaveText('$13,200');
    await expect(result(page, 'annualSavings')).toHaveText('$138,600');
    await page.keyboard.press('End');
    await expect(result(page, 'annualSavings')).toHaveText('$1,260,000');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('10');
    await expect(result(page, 'monthlyCost')).toHaveText('$1,200');
    await expect(page.getByRole('link', { name: floatingLabel('/products/vdt', locale), exact: true }).last()).toHaveAttribute('href', localizedPath('/contact?interest=vdt', locale));
    expect(consoleErrors).toEqual([]);
  });

  test('a valid request shows Processing..., a toast, then the Thank You panel, and is stored once', async ({ page, leadServer, clientAddress: _, consoleErrors }) => {
    await openForm(page, leadServer, '/products/vdt', locale);
    const email = uniqueEmail('vdt');
    await fillVdt(page, locale, { name: 'Jonas Berg', email, company: 'Granlund Transport', jobTitle: 'executive' });
    const release = await holdLeadPost(page, email);
    await leadForm(page).getByRole('button', { name: vdt(locale).submit }).click();
    await expect(leadForm(page).getByRole('button', { name: vdt(locale).sending })).toBeDisabled();
    release();

    const thanks = page.getByRole('heading', { name: vdt(locale).thankYou.title, exact: true });
    await expect(thanks).toBeFocused();
    await expect(page.getByText(vdt(locale).toast, { exact: true })).toBeVisible();
    await expect(leadForm(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: vdtDemo(locale), exact: true }).first()).toHaveAttribute('href', localizedPath('/contact?interest=vdt', locale));
    await expect(page.getByRole('link', { name: pdfLabel(vdt(locale).pdfLink, productWhitepaperPageCounts.vdt[locale]) })).toHaveAttribute('href', pdfHref(productWhitepaperNames.vdt, locale));

    const stored = leadServer.leads({ form: 'vdt-whitepaper', email });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ locale, consent: true, fields: { name: 'Jonas Berg', company: 'Granlund Transport', jobTitle: 'executive', phone: '' } });
    expect(consoleErrors).toEqual([]);
  });

  test('an invalid request shows the spec messages with focus on the first invalid field', async ({ page, leadServer, clientAddress: _ }) => {
    await openForm(page, leadServer, '/products/vdt', locale);
    await submitInvalidVdt(page, locale);
    await expect(leadForm(page).getByLabel(vdt(locale).name)).toBeFocused();
    await expect(leadForm(page).getByLabel(vdt(locale).company)).toHaveValue('Granlund Transport');
    await leadForm(page).getByLabel(vdt(locale).email).fill('');
    await leadForm(page).getByRole('button', { name: vdt(locale).submit }).click();
    await expect(leadForm(page).getByLabel(vdt(locale).email)).toHaveAccessibleDescription(errors.vdtEmailRequired);
  });
});

test.describe('hair analysis (en)', () => {
  const locale = 'en';
  const errors = messages.en.LeadForm.errors;

  test('is coming soon and shows the ROI comparison computed from its inputs', async ({ page }) => {
    await page.goto(localizedPath('/products/hair-analysis', locale));
    await expect(page.getByRole('note').filter({ hasText: hairHero(locale).comingSoon.label })).toBeVisible();
    await expect.soft(result(page, 'traditionalTotal')).toHaveText('$69,700');
    await expect.soft(result(page, 'hairTotal')).toHaveText('$42,400');
    await expect.soft(result(page, 'savings')).toHaveText('$27,300');
    await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: hairLastStep(locale) })).toBeVisible();
  });

  test('errors clear as soon as their field is edited; a valid request is trimmed, stored once and toasted', async ({ page, leadServer, clientAddress: _, consoleErrors }) => {
    await openForm(page, leadServer, '/products/hair-analysis', locale);
    const submit = () => leadForm(page).getByRole('button', { name: hair(locale).submit }).click();
    await leadForm(page).getByLabel(hair(locale).name).fill('   ');
    await submit();
    await expectEmptyHairErrors(page, locale);
    await expect(leadForm(page).getByLabel(hair(locale).name)).toBeFocused();
    // Editing clears that field's error at once, even before the value is valid.
    await leadForm(page).getByLabel(hair(locale).name).pressSequentially('L');
    await expect(leadForm(page).getByLabel(hair(locale).name)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(leadForm(page).getByLabel(hair(locale).email)).toHaveAttribute('aria-invalid', 'true');
    await leadForm(page).getByLabel(hair(locale).email).fill('lena.example.se');
    await expect(leadForm(page).getByLabel(hair(locale).email)).not.toHaveAttribute('aria-invalid', 'true');
    await submit();
    await expect(leadForm(page).getByLabel(hair(locale).email)).toHaveAccessibleDescription(errors.hairEmailInvalid);
    await expect(leadForm(page).getByLabel(hair(locale).email)).toBeFocused();

    const email = uniqueEmail('hair');
    await fillHair(page, locale, { name: '  Lena Holm  ', email: ` ${email} `, company: 'Norrberg Mineral ', role: ' HR-chef' });
    const release = await holdLeadPost(page, email);
    await submit();
    await expect(leadForm(page).getByRole('button', { name: hair(locale).sending })).toBeDisabled();
    release();
    await expect(page.getByText(hair(locale).toast, { exact: true })).toBeVisible();
    await expect(leadForm(page).getByRole('status')).toContainText(hair(locale).success);
    await expect(leadForm(page).getByRole('link', { name: pdfLabel(hair(locale).pdfLink, productWhitepaperPageCounts.hair[locale]) })).toHaveAttribute(
      'href',
      pdfHref(productWhitepaperNames.hair, locale),
    );
    await expect(leadForm(page).getByLabel(hair(locale).name)).toHaveValue('');
    await expect(leadForm(page).getByRole('checkbox')).not.toBeChecked();
    const stored = leadServer.leads({ form: 'hair-whitepaper', email });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ locale, consent: true, fields: { name: 'Lena Holm', email, company: 'Norrberg Mineral', role: 'HR-chef' } });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('product whitepaper forms without JavaScript (sv)', () => {
  const locale = 'sv';
  test.use({ javaScriptEnabled: false });

  // Swedish, while the browser speaks English: the server's answer must be in the page's language.
  test('each form posts, is stored and shows its thank-you in the page\'s language', async ({ page, leadServer, clientAddress: _ }) => {
    /** Opens a product page, fills its form with a new address and posts it; returns the address. */
    const post = async (path: string, emailPrefix: string, fill: (email: string) => Promise<void>, submit: string) => {
      await page.goto(`${leadServer.baseUrl}${localizedPath(path, locale)}`);
      const email = uniqueEmail(emailPrefix);
      await fill(email);
      await leadForm(page).getByRole('button', { name: submit }).click();
      return email;
    };
    await test.step('Circular Testing', async () => {
      const email = await post(
        '/products/circular-testing',
        'circular-nojs',
        (workEmail) => fillCircular(page, locale, { fullName: 'Åsa Öberg', workEmail, companyName: 'Ärlig Logistik AB', jobTitle: 'procurement-lead', companySize: '501+' }),
        circular(locale).submit,
      );
      await expect.soft(leadForm(page).getByRole('status')).toContainText(circular(locale).success);
      await expect.soft(leadForm(page).getByRole('status').getByRole('link')).toHaveAttribute('href', pdfHref(productWhitepaperNames.circular, locale));
      expect.soft(leadServer.leads({ form: 'circular-whitepaper', email }), 'circular-whitepaper leads').toMatchObject([{ locale }]);
    });
    await test.step('VDT', async () => {
      const email = await post('/products/vdt', 'vdt-nojs', (email) => fillVdt(page, locale, { name: 'Jonas Berg', email, company: 'Granlund Transport', jobTitle: 'other' }), vdt(locale).submit);
      await expect.soft(page.getByRole('heading', { name: vdt(locale).thankYou.title, exact: true })).toBeVisible();
      expect.soft(leadServer.leads({ form: 'vdt-whitepaper', email }), 'vdt-whitepaper leads').toMatchObject([{ locale }]);
    });
    await test.step('hair analysis', async () => {
      const email = await post('/products/hair-analysis', 'hair-nojs', (email) => fillHair(page, locale, { name: 'Lena Holm', email, company: 'Norrberg Mineral', role: 'HR-chef' }), hair(locale).submit);
      await expect.soft(leadForm(page).getByRole('status')).toContainText(hair(locale).success);
      expect.soft(leadServer.leads({ form: 'hair-whitepaper', email }), 'hair-whitepaper leads').toMatchObject([{ locale }]);
    });
  });
});

test.describe('product pages (sv)', () => {
  const locale = 'sv';
  const t = messages.sv.LeadForm;
  const errors = t.errors;

  test('the figures, forms, messages, thank-yous and toasts are Swedish, and the leads are stored as sv', async ({ page, leadServer, clientAddress: _ }) => {
    // Three pages, three posts: slow on a busy machine.
    test.slow();
    await test.step('Circular Testing', async () => {
      const calc = circularCalculator(locale);
      await openForm(page, leadServer, '/products/circular-testing', locale);
      await expect.soft(result(page, 'traditionalCost')).toHaveText('10\u00a0000\u00a0USD');
      await expect.soft(result(page, 'circularCost')).toHaveText('2\u00a0500\u00a0USD');
      await expect.soft(result(page, 'savings')).toHaveText('7\u00a0500\u00a0USD');
      await expect.soft(result(page, 'savingsPercent')).toHaveText('75,0\u00a0%');
      await page.getByLabel(calc.employees).fill('120');
      await page.getByLabel(calc.testedPercent).fill('25');
      await page.getByLabel(calc.costPerTest).fill('60');
      await expect.soft(result(page, 'traditionalCost')).toHaveText('1\u00a0800\u00a0USD');
      await expect.soft(result(page, 'circularCost')).toHaveText('750\u00a0USD');
      await expect.soft(result(page, 'savings')).toHaveText('1\u00a0050\u00a0USD');
      await expect.soft(result(page, 'savingsPercent')).toHaveText('58,3\u00a0%');
      // An out-of-range value: marked invalid, with the range and the value used in Swedish number format.
      const employeesMessage = invalidInput(locale, 'employees', 120);
      expect.soft(employeesMessage).toBe('Ange ett heltal från 1 till 1\u00a0000\u00a0000. Tills dess räknar kalkylatorn med 120.');
      await page.getByLabel(calc.employees).fill('5000000');
      await expect.soft(page.getByLabel(calc.employees)).toHaveAttribute('aria-invalid', 'true');
      await expect.soft(page.getByLabel(calc.employees)).toHaveAccessibleDescription(`${employeesMessage} ${calc.hint}`);
      await expect.soft(page.locator('[data-error="employees"]')).toHaveText(employeesMessage);
      await expect.soft(result(page, 'traditionalCost')).toHaveText('1\u00a0800\u00a0USD');
      await page.getByLabel(calc.employees).blur();
      await expect.soft(page.getByLabel(calc.employees)).toHaveValue('120');
      await expect
        .soft(page.getByRole('link', { name: floatingLabel('/products/circular-testing', locale), exact: true }).last())
        .toHaveAttribute('href', localizedPath('/contact?interest=circular', locale));

      await leadForm(page).getByRole('button', { name: circular(locale).submit }).click();
      const expected = circularFieldErrors(locale);
      for (const [label, message] of expected) await expect.soft(circularField(page, label), label).toHaveAccessibleDescription(message);

      const email = uniqueEmail('circular-sv');
      await fillCircular(page, locale, { fullName: 'Åsa Öberg', workEmail: email, companyName: 'Ärlig Logistik AB', jobTitle: 'safety-officer', companySize: '201-500' });
      await leadForm(page).getByRole('button', { name: circular(locale).submit }).click();
      const dialog = page.getByRole('dialog', { name: circular(locale).dialog.title });
      await expect(dialog).toBeVisible();
      await expect.soft(dialog).toHaveAccessibleDescription(circular(locale).dialog.description);
      await expect.soft(page.getByText(circular(locale).toast, { exact: true })).toBeVisible();
      await expect
        .soft(dialog.getByRole('link', { name: pdfLabel(circular(locale).pdfLink, productWhitepaperPageCounts.circular[locale]) }))
        .toHaveAttribute('href', pdfHref(productWhitepaperNames.circular, locale));
      expect.soft(leadServer.leads({ form: 'circular-whitepaper', email }), 'circular-whitepaper leads').toMatchObject([{ locale }]);
      await expect.soft(dialog.getByRole('button', { name: circular(locale).dialog.dismiss })).toBeVisible();
      await dialog.getByRole('button', { name: circular(locale).dialog.close, exact: true }).click();
      await expect.soft(dialog).toBeHidden();
    });

    await test.step('VDT', async () => {
      await openForm(page, leadServer, '/products/vdt', locale);
      await expect.soft(page.getByRole('note').filter({ hasText: vdtHero(locale).comingSoon.label })).toBeVisible();
      await expect.soft(page.getByText(vdtHero(locale).badge)).toBeVisible();
      const video = page.locator('figure', { hasText: vdtVideo(locale).caption });
      await expect.soft(video.getByRole('img', { name: vdtVideo(locale).posterLabel })).toBeVisible();
      await expect.soft(result(page, 'monthlyCost')).toHaveText('12\u00a0000\u00a0USD');
      await expect.soft(result(page, 'annualSavings')).toHaveText('126\u00a0000\u00a0USD');
      await expect
        .soft(page.getByRole('link', { name: floatingLabel('/products/vdt', locale), exact: true }).last())
        .toHaveAttribute('href', localizedPath('/contact?interest=vdt', locale));

      await submitInvalidVdt(page, locale);
      await leadForm(page).getByLabel(vdt(locale).email).fill('');
      await leadForm(page).getByRole('button', { name: vdt(locale).submit }).click();
      await expect.soft(leadForm(page).getByLabel(vdt(locale).email)).toHaveAccessibleDescription(errors.vdtEmailRequired);

      const email = uniqueEmail('vdt-sv');
      await fillVdt(page, locale, { name: 'Jonas Berg', email, company: 'Granlund Transport', jobTitle: 'executive' });
      const release = await holdLeadPost(page, email);
      await leadForm(page).getByRole('button', { name: vdt(locale).submit }).click();
      await expect.soft(leadForm(page).getByRole('button', { name: vdt(locale).sending })).toBeDisabled();
      release();
      await expect(page.getByRole('heading', { name: vdt(locale).thankYou.title, exact: true })).toBeVisible();
      await expect.soft(page.getByText(vdt(locale).toast, { exact: true })).toBeVisible();
      await expect
        .soft(page.getByRole('link', { name: vdtDemo(locale), exact: true }).first())
        .toHaveAttribute('href', localizedPath('/contact?interest=vdt', locale));
      await expect
        .soft(page.getByRole('link', { name: pdfLabel(vdt(locale).pdfLink, productWhitepaperPageCounts.vdt[locale]) }))
        .toHaveAttribute('href', pdfHref(productWhitepaperNames.vdt, locale));
      expect.soft(leadServer.leads({ form: 'vdt-whitepaper', email }), 'vdt-whitepaper leads').toMatchObject([{ locale }]);
    });

    await test.step('hair analysis', async () => {
      await openForm(page, leadServer, '/products/hair-analysis', locale);
      await expect.soft(page.getByRole('note').filter({ hasText: hairHero(locale).comingSoon.label })).toBeVisible();
      await expect.soft(result(page, 'traditionalTotal')).toHaveText('69\u00a0700\u00a0USD');
      await expect.soft(result(page, 'hairTotal')).toHaveText('42\u00a0400\u00a0USD');
      await expect.soft(result(page, 'savings')).toHaveText('27\u00a0300\u00a0USD');
      await expect.soft(page.getByRole('heading', { level: 3 }).filter({ hasText: hairLastStep(locale) })).toBeVisible();

      const submit = () => leadForm(page).getByRole('button', { name: hair(locale).submit }).click();
      await submit();
      await expectEmptyHairErrors(page, locale);
      await leadForm(page).getByLabel(hair(locale).email).fill('lena.example.se');
      await submit();
      await expect.soft(leadForm(page).getByLabel(hair(locale).email)).toHaveAccessibleDescription(errors.hairEmailInvalid);

      const email = uniqueEmail('hair-sv');
      await fillHair(page, locale, { name: 'Lena Holm', email, company: 'Norrberg Mineral', role: 'HR-chef' });
      const release = await holdLeadPost(page, email);
      await submit();
      await expect.soft(leadForm(page).getByRole('button', { name: hair(locale).sending })).toBeDisabled();
      release();
      await expect(leadForm(page).getByRole('status')).toContainText(hair(locale).success);
      await expect.soft(page.getByText(hair(locale).toast, { exact: true })).toBeVisible();
      await expect
        .soft(leadForm(page).getByRole('link', { name: pdfLabel(hair(locale).pdfLink, productWhitepaperPageCounts.hair[locale]) }))
        .toHaveAttribute('href', pdfHref(productWhitepaperNames.hair, locale));
      expect.soft(leadServer.leads({ form: 'hair-whitepaper', email }), 'hair-whitepaper leads').toMatchObject([{ locale }]);
    });
  });
});

test('the action bar has a band of its own: it covers no text on load, then stays under the header and never hides a focused field', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products/vdt');
  // Hydration restores the scroll position; a scroll made before it is undone.
  await page.waitForLoadState('networkidle');
  const bar = page.locator('[data-floating-action]');
  await expect(bar.getByRole('link', { name: floatingLabel('/products/vdt', 'en'), exact: true })).toHaveAttribute('href', '/contact?interest=vdt');
  const covered = () =>
    page.evaluate(() => {
      const band = document.querySelector('[data-floating-action]')!.getBoundingClientRect();
      return [...document.querySelectorAll('main :is(h1, h2, h3, p, td, th, dt, dd, li, label, input, button)')]
        .filter((element) => !element.closest('[data-floating-action]'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.bottom > band.top + 1 && box.top < band.bottom - 1;
        })
        .map((element) => element.textContent?.trim().slice(0, 40));
    });
  expect(await covered()).toEqual([]);
  // Scrolled, it rides right under the header, as part of the page's frame.
  await page.evaluate(() => window.scrollTo(0, 2500));
  const header = page.locator('body > div header, header').first();
  await expect.poll(async () => Math.round((await bar.boundingBox())!.y)).toBe(Math.round((await header.boundingBox())!.y + (await header.boundingBox())!.height));
  // A field reached from the keyboard lands below the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  const field = page.locator('main form input:not([type=hidden])').first();
  await field.focus();
  const [fieldBox, barBox] = [(await field.boundingBox())!, (await bar.boundingBox())!];
  expect(fieldBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
});
