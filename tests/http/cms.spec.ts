/**
 * The CMS over HTTP, against a server of the build with its own CMS database (seeded as the server
 * starts, no users): no first-user sign-up, the first admin from the CLI, roles, login lock-out,
 * cookies, the API closed to anonymous visitors; then an editor's draft, preview and publish
 * reaching the prerendered page without a build, and regulatory affairs publishing a new edition of
 * an article's instructions for use.
 */
import sharp from 'sharp';
import { contactFields, isContactSuccess, loadContactForm, postContactForm } from '../../scripts/leads-http-client';
import { LeadTestServer } from '../../scripts/leads-test-server';
import { runCmsCli } from '../e2e/cms-cli';
import { expect, test } from '../e2e/fixtures';
import { pdfText } from '../e2e/pdf-text';
import { createTestDatabase, postgresAdminUrl, type TestDatabase } from '../integration/leads-helpers';
import { withoutNoteMarks } from '../../src/lib/placeholders';

test.describe.configure({ mode: 'serial' });

let server: LeadTestServer;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: JSON.stringify(body) });

async function login(email: string, password: string): Promise<{ status: number; token?: string; setCookie: string | null }> {
  const response = await fetch(`${server.baseUrl}/api/users/login`, json({ email, password }));
  const body = (await response.json()) as { token?: string };
  return { status: response.status, token: body.token, setCookie: response.headers.get('set-cookie') };
}

const cli = (...args: string[]) => runCmsCli(server.cmsDatabaseUrl, ...args);

/** A new account of the role, made by the admin; its session token. */
async function makeUser(email: string, role: string): Promise<string | undefined> {
  const password = `${role} password 42`;
  const created = await fetch(`${server.baseUrl}/api/users`, { method: 'POST', headers: as(adminToken), body: JSON.stringify({ email, password, role }) });
  expect(created.status).toBe(201);
  return (await login(email, password)).token;
}

/** Where the site search's first suggestion for a query leads. */
async function firstSearchResult(q: string, locale: string): Promise<string | undefined> {
  const response = await fetch(`${server.baseUrl}/api/site/search?${new URLSearchParams({ q, locale })}`);
  return ((await response.json()) as { results: { url: string }[] }).results[0]?.url;
}

const as = (token: string | undefined) => ({ authorization: `JWT ${token ?? ''}`, 'content-type': 'application/json', origin: server.baseUrl });
let adminToken: string | undefined;

/** Everything runs on each database the CMS supports: SQLite (the default) and PostgreSQL. */
for (const backend of ['sqlite', 'postgres'] as const) {
  test.describe(`on ${backend}`, () => {
    // Its own CMS database and lead store (the inbox tests count and erase leads).
    const stores: TestDatabase[] = [];

    test.beforeAll(async () => {
      // A new PostgreSQL database is migrated and seeded as the server starts: every page is two
      // writes that touch each of the pages' ~470 block and version tables, about 4 s a page on 2 cores.
      const readyWithinMs = backend === 'postgres' ? 420_000 : 150_000;
      test.setTimeout(readyWithinMs + 60_000);
      const skipReason = backend === 'postgres' ? postgresAdminUrl().reason : undefined;
      test.skip(skipReason !== undefined, skipReason);
      const leads = await createTestDatabase(backend);
      stores.push(leads);
      const env: Record<string, string> = { DATABASE_URL: databaseUrl(leads), LEADS_MIN_FILL_MS: '1' };
      if (backend === 'postgres') {
        const cms = await createTestDatabase('postgres');
        stores.push(cms);
        env.CMS_DATABASE_URL = databaseUrl(cms);
      }
      server = await LeadTestServer.start({ privateBuild: true, env, readyWithinMs });
    });

    test.afterAll(async () => {
      await server?.dispose();
      for (const store of stores) await store.cleanup();
    });

    test('on an empty users table nobody can make themselves admin from the browser', async () => {
      const register = await fetch(`${server.baseUrl}/api/users/first-register`, json({ email: 'intruder@example.com', password: 'a long enough password' }));
      expect(register.status).toBe(403);
      expect((await login('intruder@example.com', 'a long enough password')).status).toBe(401);
      const signUp = await fetch(`${server.baseUrl}/api/users`, json({ email: 'intruder@example.com', password: 'a long enough password', role: 'admin' }));
      expect(signUp.status).toBe(403);
      // The admin's "create first user" view explains how the first admin is made instead.
      const view = await (await fetch(`${server.baseUrl}/admin/create-first-user`)).text();
      expect(view).toContain('No administrator yet');
      expect(view).not.toContain('name="password"');
    });

    test('the first admin comes from the CLI; roles decide who sees and changes what', async () => {
      expect(await cli('create-admin', '--email', 'admin@example.se', '--password', 'correct horse battery')).toContain('Created administrator admin@example.se');
      const admin = await login('admin@example.se', 'correct horse battery');
      adminToken = admin.token;
      expect(admin.status).toBe(200);
      // The session cookie: HttpOnly, SameSite=Strict, Secure (the server runs as production), 8 hours.
      expect(admin.setCookie).toMatch(/payload-token=[^;]+;/u);
      expect(admin.setCookie).toMatch(/HttpOnly/iu);
      expect(admin.setCookie).toMatch(/SameSite=Strict/iu);
      expect(admin.setCookie).toMatch(/Secure/iu);
      const expires = Date.parse(/Expires=([^;]+)/iu.exec(admin.setCookie ?? '')?.[1] ?? '');
      expect(Math.round((expires - Date.now()) / 3_600_000)).toBe(8);

      const created = await fetch(`${server.baseUrl}/api/users`, { method: 'POST', headers: as(admin.token), body: JSON.stringify({ email: 'editor@example.se', password: 'editor password 1', role: 'editor' }) });
      expect(created.status).toBe(201);
      const editor = await login('editor@example.se', 'editor password 1');
      expect(editor.status).toBe(200);
      const seen = (await (await fetch(`${server.baseUrl}/api/users`, { headers: as(editor.token) })).json()) as { docs: { email: string }[] };
      expect(seen.docs.map((user) => user.email)).toEqual(['editor@example.se']);
      const editorCreates = await fetch(`${server.baseUrl}/api/users`, { method: 'POST', headers: as(editor.token), body: JSON.stringify({ email: 'x@example.se', password: 'another password', role: 'admin' }) });
      expect(editorCreates.status).toBe(403);
      // An editor cannot promote themselves: the role field is the admin's.
      const me = (await (await fetch(`${server.baseUrl}/api/users/me`, { headers: as(editor.token) })).json()) as { user: { id: number } };
      await fetch(`${server.baseUrl}/api/users/${me.user.id}`, { method: 'PATCH', headers: as(editor.token), body: JSON.stringify({ role: 'admin' }) });
      const after = (await (await fetch(`${server.baseUrl}/api/users/${me.user.id}`, { headers: as(admin.token) })).json()) as { role: string };
      expect(after.role).toBe('editor');
      const adminSees = (await (await fetch(`${server.baseUrl}/api/users`, { headers: as(admin.token) })).json()) as { totalDocs: number };
      expect(adminSees.totalDocs).toBe(2);
    });

    test('the admin\'s client hints stay on the admin: a public page is not asked for them', async () => {
      const page = await fetch(`${server.baseUrl}/`);
      expect(page.headers.get('critical-ch')).toBeNull();
      expect(page.headers.get('accept-ch')).toBeNull();
      expect((await fetch(`${server.baseUrl}/admin/login`)).headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme');
    });

    test('anonymous requests are refused; five wrong passwords lock the account', async () => {
      for (const path of ['/api/users', '/api/users/1', '/api/payload-preferences', '/api/payload-locked-documents']) {
        expect.soft((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(403);
      }
      // Payload's internal migration records have no REST endpoint at all.
      const migrations = await fetch(`${server.baseUrl}/api/payload-migrations`);
      expect.soft(migrations.status).toBe(501);
      expect.soft(await migrations.text()).not.toContain('"docs"');
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('editor@example.se', 'wrong password')).status).toBe(401);
      // Locked: even the right password is refused for now.
      expect((await login('editor@example.se', 'editor password 1')).status).toBe(401);
    });

    test.describe('publishing a product', () => {
      const path = '/sv/products/instaclear';
      const publishedHeadline = 'Drogtester på jobbet – svar på några minuter';
      const newHeadline = 'Drogtester på jobbet – svar på 10 minuter';
      let editor: string | undefined;
      let productId: number;

      const page = async (target = path) => (await fetch(`${server.baseUrl}${target}`)).text();
      const save = (token: string | undefined, query: string, body: unknown) =>
        fetch(`${server.baseUrl}/api/products/${productId}?${query}`, { method: 'PATCH', headers: as(token), body: JSON.stringify(body) });

      test.beforeAll(async () => {
        editor = await makeUser('writer@example.se', 'editor');
        const found = (await (await fetch(`${server.baseUrl}/api/products?where[key][equals]=instaclear`)).json()) as { docs: { id: number }[] };
        productId = found.docs[0]!.id;
      });

      test('a draft stays private, the preview shows it, and a publish reaches the page within 5 s', async () => {
        expect(await page()).toContain(publishedHeadline);
        // Typed with an ordinary space; the CMS stores the non-breaking one the language guide asks for.
        expect((await save(editor, 'locale=sv&draft=true', { headline: newHeadline, _status: 'draft' })).status).toBe(200);
        expect(await page()).toContain(publishedHeadline);
        const anonymous = (await (await fetch(`${server.baseUrl}/api/products/${productId}?locale=sv&draft=true`)).json()) as { headline: string };
        expect(anonymous.headline).toBe(publishedHeadline);

        const enter = await fetch(`${server.baseUrl}/api/preview?path=${encodeURIComponent(path)}`, { headers: { cookie: `payload-token=${editor}` }, redirect: 'manual' });
        expect(enter.status).toBe(303);
        expect(enter.headers.get('location')).toBe(path);
        const bypass = /__prerender_bypass=[^;]+/u.exec(enter.headers.get('set-cookie') ?? '')?.[0];
        expect(bypass).toBeTruthy();
        const preview = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: bypass! } });
        const previewHtml = await preview.text();
        expect(previewHtml).toContain('Drogtester på jobbet – svar på 10\u00a0minuter');
        expect(previewHtml).toContain('Förhandsvisning');
        expect(previewHtml).toMatch(/<meta name="robots" content="noindex, nofollow"/u);
        expect(preview.headers.get('cache-control')).toMatch(/no-store/u);

        expect((await save(editor, 'locale=sv', { headline: newHeadline, _status: 'published' })).status).toBe(200);
        const publishedAt = Date.now();
        let html = await page();
        while (!html.includes('svar på 10\u00a0minuter') && Date.now() - publishedAt < 5_000) html = await page();
        console.log(`publish reached ${path} in ${Date.now() - publishedAt} ms`);
        expect(html).toContain('Drogtester på jobbet – svar på 10\u00a0minuter');
        expect(html).not.toContain('Förhandsvisning');
        // The other language and the products overview read the same record.
        expect(await page('/products/instaclear')).toContain('Drug testing at work, answered in minutes');
      });

      test('publishing refuses a missing or badly typeset Swedish text and saves nothing', async () => {
        const refused = async (response: Response) => {
          expect(response.status).toBe(400);
          return JSON.stringify(await response.json());
        };
        // The API names the field; the admin shows the rule beside it (tests/unit/cms-fields.test.ts).
        expect(await refused(await save(editor, 'locale=sv', { headline: '', _status: 'published' }))).toContain('invalid: Headline');
        expect(await refused(await save(editor, 'locale=sv', { description: 'Ger svar med 99.2 % träffsäkerhet.', _status: 'published' }))).toContain('invalid: Description');
        // A Swedish draft left empty blocks publishing from the English side too, naming the field.
        expect((await save(editor, 'locale=sv&draft=true', { badge: '', _status: 'draft' })).status).toBe(200);
        const fromEnglish = await refused(await save(editor, 'locale=en', { badge: 'Most popular', _status: 'published' }));
        expect(fromEnglish).toContain('Badge: The Swedish text is missing.');
        const published = (await (await fetch(`${server.baseUrl}/api/products/${productId}?locale=sv`)).json()) as { headline: string; badge: string };
        expect(published).toMatchObject({ headline: 'Drogtester på jobbet – svar på 10\u00a0minuter', badge: 'Mest populär' });
        expect(await page()).toContain('Drogtester på jobbet – svar på 10\u00a0minuter');
      });

      test('only content roles preview or change products; seeding again changes nothing', async () => {
        const sales = await makeUser('seller@example.se', 'sales');
        expect((await save(sales, 'locale=sv', { headline: 'Sälj!', _status: 'published' })).status).toBe(403);
        const salesPreview = await fetch(`${server.baseUrl}/api/preview?path=${encodeURIComponent(path)}`, { headers: { cookie: `payload-token=${sales}` }, redirect: 'manual' });
        expect(salesPreview.status).toBe(403);
        const anonymousPreview = await fetch(`${server.baseUrl}/api/preview?path=${encodeURIComponent(path)}`, { redirect: 'manual' });
        expect(anonymousPreview.status).toBe(303);
        expect(anonymousPreview.headers.get('location')).toMatch(/^\/admin\/login\?redirect=/u);
        for (const offSite of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/admin']) {
          expect.soft((await fetch(`${server.baseUrl}/api/preview?path=${encodeURIComponent(offSite)}`, { headers: { cookie: `payload-token=${editor}` }, redirect: 'manual' })).status, offSite).toBe(400);
        }
        // Drafts and versions are the content roles' only.
        expect((await fetch(`${server.baseUrl}/api/products/versions`)).status).toBe(403);
        expect((await fetch(`${server.baseUrl}/api/products/versions`, { headers: as(sales) })).status).toBe(403);

        expect(await cli('seed')).toContain('Nothing to seed');
        const after = (await (await fetch(`${server.baseUrl}/api/products?locale=sv&limit=10`)).json()) as { totalDocs: number; docs: { key: string; headline: string }[] };
        expect(after.totalDocs).toBe(6);
        expect(after.docs.find((doc) => doc.key === 'instaclear')?.headline).toBe('Drogtester på jobbet – svar på 10\u00a0minuter');
      });
    });

    test.describe('news cards', () => {
      test('an editor adds a card in both languages, only with a link of the site, and the page shows it once published', async () => {
        const editor = await makeUser('newsdesk@example.se', 'editor');
        const send = (method: string, path: string, body: unknown) => fetch(`${server.baseUrl}/api/news${path}`, { method, headers: as(editor), body: JSON.stringify(body) });
        const english = { key: 'office-malmo', kind: 'site', icon: 'building', position: 5, source: 'Company', title: 'We have opened an office in Malmö', description: 'Our second office, close to the hospitals of Skåne.', linkLabel: 'Learn More' };
        const created = await send('POST', '?locale=en&draft=true', { ...english, href: '/no-such-page', _status: 'draft' });
        expect(created.status).toBe(201);
        const { doc } = (await created.json()) as { doc: { id: number } };
        const swedish = { source: 'Företaget', title: 'Vi har öppnat kontor i Malmö', description: 'Vårt andra kontor, nära sjukhusen i Skåne.', linkLabel: 'Läs mer' };
        const offSite = await send('PATCH', `/${doc.id}?locale=sv`, { ...swedish, href: '/no-such-page', _status: 'published' });
        expect(offSite.status).toBe(400);
        expect(JSON.stringify(await offSite.json())).toContain('Page of this site');
        expect(await (await fetch(`${server.baseUrl}/sv/news`)).text()).not.toContain('Vi har öppnat kontor i Malmö');

        expect((await send('PATCH', `/${doc.id}?locale=sv`, { ...swedish, href: '/about', _status: 'published' })).status).toBe(200);
        await expect.poll(async () => (await fetch(`${server.baseUrl}/sv/news`)).text(), { timeout: 5_000 }).toContain('Vi har öppnat kontor i Malmö');
        const englishPage = await (await fetch(`${server.baseUrl}/news`)).text();
        expect(englishPage).toContain('We have opened an office in Malmö');
        // First by its position, before the four cards the site started with.
        expect(englishPage.indexOf('We have opened an office in Malmö')).toBeLessThan(englishPage.indexOf('Stockholm start-up cuts drug-test results'));
      });
    });

    test.describe('the team', () => {
      test('an editor changes a person and adds an executive, who needs a quote in both languages', async () => {
        const editor = await makeUser('people@example.se', 'editor');
        const send = (method: string, path: string, body?: unknown) =>
          fetch(`${server.baseUrl}/api/team-members${path}`, { method, headers: as(editor), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        const { docs } = (await (await send('GET', '?where[key][equals]=mikael-virtanen')).json()) as { docs: { id: number }[] };
        expect((await send('PATCH', `/${docs[0]!.id}?locale=sv`, { title: 'Regulatorisk rådgivare', _status: 'published' })).status).toBe(200);
        await expect.poll(async () => (await fetch(`${server.baseUrl}/sv/about`)).text(), { timeout: 5_000 }).toContain('Regulatorisk rådgivare');

        const english = { key: 'sara-nyberg', group: 'executive', name: 'Sara Nyberg', portrait: 'accent', position: 45, title: 'Chief Operating Officer', bio: 'Runs production and logistics.', quote: 'Every test we ship is one we would use ourselves.' };
        const created = await send('POST', '?locale=en&draft=true', { ...english, _status: 'draft' });
        expect(created.status).toBe(201);
        const { doc } = (await created.json()) as { doc: { id: number } };
        const withoutQuote = await send('PATCH', `/${doc.id}?locale=sv`, { title: 'Operativ chef', bio: 'Leder produktion och logistik.', quote: '', _status: 'published' });
        expect(withoutQuote.status).toBe(400);
        expect(JSON.stringify(await withoutQuote.json())).toMatch(/quote/iu);
        expect((await send('PATCH', `/${doc.id}?locale=sv`, { title: 'Operativ chef', bio: 'Leder produktion och logistik.', quote: 'Varje test vi levererar är ett vi själva skulle använda.', _status: 'published' })).status).toBe(200);
        await expect.poll(async () => (await fetch(`${server.baseUrl}/sv/about`)).text(), { timeout: 5_000 }).toContain('Operativ chef');
        const englishPage = await (await fetch(`${server.baseUrl}/about`)).text();
        // Fifth in the executive tab, after the four the site started with (positions 10 to 40).
        expect(englishPage.indexOf('Sara Nyberg')).toBeGreaterThan(englishPage.indexOf('Johan Berg'));
        expect(englishPage.indexOf('Sara Nyberg')).toBeLessThan(englishPage.indexOf('Ingrid Halvorsen'));
      });
    });

    test.describe('testimonials', () => {
      test('an editor changes a testimonial and only its page shows the change once published', async () => {
        const editor = await makeUser('stories@example.se', 'editor');
        const send = (method: string, path: string, body?: unknown) =>
          fetch(`${server.baseUrl}/api/testimonials${path}`, { method, headers: as(editor), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        const { docs } = (await (await send('GET', '?where[key][equals]=karin-holmqvist')).json()) as { docs: { id: number }[] };
        expect((await send('PATCH', `/${docs[0]!.id}?locale=sv&draft=true`, { organisation: 'logistikföretag i Västsverige', _status: 'draft' })).status).toBe(200);
        expect(await (await fetch(`${server.baseUrl}/sv/products/instaclear`)).text()).toContain('logistikföretag i Göteborg');
        expect((await send('PATCH', `/${docs[0]!.id}?locale=sv`, { organisation: 'logistikföretag i Västsverige', _status: 'published' })).status).toBe(200);
        await expect.poll(async () => (await fetch(`${server.baseUrl}/sv/products/instaclear`)).text(), { timeout: 5_000 }).toContain('logistikföretag i Västsverige');
        expect(await (await fetch(`${server.baseUrl}/sv`)).text()).not.toContain('logistikföretag i Västsverige');
      });
    });

    test.describe('pages made of blocks', () => {
      test('an editor builds a sector page in both languages: private as a draft, refused while a text is missing, then live with its sitemap entry and link preview', async () => {
        const editor = await makeUser('pages@example.se', 'editor');
        const send = (method: string, query: string, body: unknown) => fetch(`${server.baseUrl}/api/pages${query}`, { method, headers: as(editor), body: JSON.stringify(body) });
        const layout = (texts: { badge: string; title: string; lead: string; button: string; cards: string[]; faq: string; question: string[]; answer: string[]; cta: string }, ids?: Layout) => [
          { id: ids?.[0]?.id, blockType: 'hero', badge: texts.badge, badgeIcon: 'truck', title: texts.title, description: texts.lead, actions: [{ id: ids?.[0]?.actions?.[0]?.id, label: texts.button, href: '/contact', variant: 'accent' }], scene: '/solutions/workplace' },
          {
            id: ids?.[1]?.id,
            blockType: 'featureGrid',
            blockName: 'benefits',
            title: texts.cards[0],
            tone: 'white',
            columns: '2',
            iconTone: 'brand',
            items: [1, 2].map((n, index) => ({ id: ids?.[1]?.items?.[index]?.id, icon: 'clock', title: texts.cards[n], description: texts.cards[n + 2] })),
          },
          { id: ids?.[2]?.id, blockType: 'faq', title: texts.faq, tone: 'brand', items: [0, 1].map((n) => ({ id: ids?.[2]?.items?.[n]?.id, question: texts.question[n], answer: texts.answer[n] })) },
          { id: ids?.[3]?.id, blockType: 'callToAction', heading: texts.cta, description: texts.lead, actions: [] },
        ];
        type Layout = { id: string; actions?: { id: string }[]; items?: { id: string }[] }[];
        const english = {
          badge: 'Transport',
          title: 'Safe roads, fair testing',
          lead: 'Drug testing for hauliers and bus operators.',
          button: 'Book a demo',
          cards: ['Why transport companies choose us', 'Back on the road', 'Fewer lab samples', 'A screening result in under {resultMinutes}.', '{labAvoidancePercent} of samples are settled on site.'],
          faq: 'Questions from hauliers',
          question: ['Who takes the test?', 'What happens after a positive result?'],
          answer: ['Drivers in safety-critical roles.', 'A laboratory confirms it before anyone acts.'],
          cta: 'Talk to us about your fleet',
        };
        const swedish = {
          badge: 'Transport',
          title: 'Trygga vägar, rättvis testning',
          lead: 'Drogtestning för åkerier och bussbolag.',
          button: 'Boka en demo',
          cards: ['Därför väljer transportföretag oss', 'Tillbaka på vägen', 'Färre prov till laboratorium', 'Ett screeningresultat på under {resultMinutes}.', '{labAvoidancePercent} av proven avgörs på plats.'],
          faq: 'Frågor från åkerier',
          question: ['Vem testas?', 'Vad händer efter ett positivt resultat?'],
          answer: ['Förare med säkerhetskritiska arbetsuppgifter.', 'Ett laboratorium bekräftar det innan någon agerar.'],
          cta: 'Prata med oss om er fordonsflotta',
        };
        const created = await send('POST', '?locale=en&draft=true', { path: '/solutions/transport', title: 'Drug testing for transport', description: 'Testing programmes for hauliers and bus operators.', layout: layout(english), _status: 'draft' });
        expect(created.status).toBe(201);
        const { doc } = (await created.json()) as { doc: { id: number; layout: Layout } };
        expect((await fetch(`${server.baseUrl}/solutions/transport`)).status).toBe(404);
        expect(((await (await fetch(`${server.baseUrl}/api/pages?where[path][equals]=/solutions/transport`)).json()) as { totalDocs: number }).totalDocs).toBe(0);
        const twice = await send('POST', '?locale=en&draft=true', { path: '/solutions/transport', title: 'Again', description: 'Again.', layout: layout(english), _status: 'draft' });
        expect(twice.status).toBe(400);
        // The admin shows why beside the field (tests/unit/cms-pages.test.ts).
        expect(JSON.stringify(await twice.json())).toContain('invalid: path');
        // The editor's preview shows the page before it was ever published; a forged pass shows nothing.
        const enter = await fetch(`${server.baseUrl}/api/preview?path=/solutions/transport`, { headers: { cookie: `payload-token=${editor}` }, redirect: 'manual' });
        const previewCookies = enter.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
        expect(previewCookies).toMatch(/__prerender_bypass=.*site-preview=\d+\./u);
        const preview = await fetch(`${server.baseUrl}/solutions/transport`, { headers: { cookie: previewCookies } });
        expect(preview.status).toBe(200);
        expect(await preview.text()).toMatch(/<h1[^>]*>Safe roads, fair testing<\/h1>/u);
        const forged = previewCookies.replace(/site-preview=[^;]+/u, `site-preview=9999999999.${'A'.repeat(43)}`);
        expect((await fetch(`${server.baseUrl}/solutions/transport`, { headers: { cookie: forged } })).status).toBe(404);

        // Publishing before the Swedish texts exist, with a Swedish answer missing, or with a figure that does not exist, saves nothing.
        const untranslated = await send('PATCH', `/${doc.id}?locale=en`, { _status: 'published' });
        expect(untranslated.status).toBe(400);
        expect(JSON.stringify(await untranslated.json())).toMatch(/layout\.2\.items\.1\.answer: The Swedish text is missing/u);
        const meta = { title: 'Drogtestning för transport', description: 'Testprogram för åkerier och bussbolag.' };
        const missing = await send('PATCH', `/${doc.id}?locale=sv`, { ...meta, layout: layout({ ...swedish, answer: [swedish.answer[0]!, ''] }, doc.layout), _status: 'published' });
        expect(missing.status).toBe(400);
        expect(JSON.stringify(await missing.json())).toContain('Questions and answers) > Questions 2 > Answer');
        const misspelt = await send('PATCH', `/${doc.id}?locale=sv`, { ...meta, layout: layout({ ...swedish, cards: swedish.cards.with(3, 'Svar på {resultMinutse}.') }, doc.layout), _status: 'published' });
        expect(misspelt.status).toBe(400);
        // The API names the field; the admin shows the names there are beside it (tests/unit/cms-pages.test.ts).
        expect(JSON.stringify(await misspelt.json())).toContain('invalid: Sections > Block 2 (Cards) > Cards 1 > Text');
        expect((await fetch(`${server.baseUrl}/sv/solutions/transport`)).status).toBe(404);

        // A draft is not searchable either.
        expect(await firstSearchResult('trygga vägar', 'sv')).not.toBe('/sv/solutions/transport');

        expect((await send('PATCH', `/${doc.id}?locale=sv`, { ...meta, layout: layout(swedish, doc.layout), _status: 'published' })).status).toBe(200);
        const publishedAt = Date.now();
        // The site search finds it by its new words, in each language, within 5 s.
        await expect.poll(() => firstSearchResult('trygga vägar', 'sv'), { timeout: 5_000 }).toBe('/sv/solutions/transport');
        console.log(`the search (${backend}) found the published page ${Date.now() - publishedAt} ms after the publish`);
        await expect.poll(() => firstSearchResult('safe roads', 'en'), { timeout: 5_000 }).toBe('/solutions/transport');
        await expect.poll(async () => (await fetch(`${server.baseUrl}/sv/solutions/transport`)).status, { timeout: 5_000 }).toBe(200);
        const [page, englishPage] = await Promise.all(['/sv/solutions/transport', '/solutions/transport'].map(async (target) => (await fetch(`${server.baseUrl}${target}`)).text()));
        expect(page).toMatch(/<h1[^>]*>Trygga vägar, rättvis testning<\/h1>/u);
        // Figures are written out from their record, in the page's language (read without their note marks).
        expect(withoutNoteMarks(page ?? '')).toContain('Ett screeningresultat på under 10\u00a0minuter.');
        expect(withoutNoteMarks(englishPage ?? '')).toContain('90% of samples are settled on site.');
        expect(page).toContain('<title>Drogtestning för transport | Nordic Rapid Diagnostics</title>');
        expect(page).toContain('hrefLang="en" href="https://www.nordicrapiddiagnostics.se/solutions/transport"');
        // Breadcrumbs run through the solutions overview; the questions are FAQ structured data.
        expect(page).toMatch(/"BreadcrumbList".*"Lösningar[^"]*".*"Drogtestning för transport"/u);
        expect(page).toContain('"@type":"Question","name":"Vem testas?"');
        await expect.poll(async () => (await fetch(`${server.baseUrl}/sitemap.xml`)).text(), { timeout: 5_000 }).toContain('<loc>https://www.nordicrapiddiagnostics.se/sv/solutions/transport</loc>');
        const image = await fetch(`${server.baseUrl}/og/sv/solutions/transport.png`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1200);
        // An address the CMS does not have is the site's complete 404 page, also when a client claims
        // it is a CMS page; the renderer's own segment is no address either.
        const notFound = { sv: 'Vi hittade inte sidan', en: 'We couldn’t find that page' };
        for (const [target, headers, heading] of [
          ['/sv/solutions/no-such-sector', {}, notFound.sv],
          ['/sv/solutions/no-such-sector', { 'x-site-cms-page': '1' }, notFound.sv],
          ['/cms-page/sv/solutions/transport', {}, notFound.en],
          ['/cms-page/sv/solutions/transport.html', {}, notFound.en],
        ] as const) {
          const unknown = await fetch(`${server.baseUrl}${target}`, { headers });
          expect(unknown.status, target).toBe(404);
          expect(await unknown.text(), target).toContain(heading);
        }
        expect((await fetch(`${server.baseUrl}/og/sv/solutions/no-such-sector.png`)).status).toBe(404);

        // Taken offline, it leaves the search as quickly.
        expect((await send('PATCH', `/${doc.id}?locale=sv`, { _status: 'draft' })).status).toBe(200);
        const unpublishedAt = Date.now();
        await expect.poll(() => firstSearchResult('trygga vägar', 'sv'), { timeout: 5_000 }).not.toBe('/sv/solutions/transport');
        console.log(`the search (${backend}) dropped the unpublished page ${Date.now() - unpublishedAt} ms after`);
        // Back online: the menus' test below links to it.
        expect((await send('PATCH', `/${doc.id}?locale=sv`, { _status: 'published' })).status).toBe(200);
      });
    });

    test('the search follows an editor\'s synonym within 5 s and lists what visitors missed, for editors only', async () => {
      const editor = await makeUser('search@example.se', 'editor');
      const sales = await makeUser('search-sales@example.se', 'sales');
      const word = 'zebrarand';
      // Searches that found nothing; one names an e-mail address, which is never stored.
      for (const q of [word, ` ${word.toUpperCase()} `, 'anna@example.se']) expect((await fetch(`${server.baseUrl}/sv/search?${new URLSearchParams({ q })}`)).status).toBe(200);
      const misses = (token?: string) => fetch(`${server.baseUrl}/api/search-misses?limit=100`, token ? { headers: as(token) } : {});
      expect((await misses()).status).toBe(403);
      expect((await misses(sales)).status).toBe(403);
      const listed = async () => ((await (await misses(editor)).json()) as { docs: { query: string; locale: string; count: number }[] }).docs;
      await expect.poll(async () => (await listed()).find((miss) => miss.query === word), { timeout: 5_000 }).toMatchObject({ locale: 'sv', count: 2 });
      expect((await listed()).some((miss) => miss.query.includes('@'))).toBe(false);
      // Nobody writes the list through the API.
      expect((await fetch(`${server.baseUrl}/api/search-misses`, { method: 'POST', headers: as(editor), body: JSON.stringify({ query: 'x', locale: 'en', count: 1, lastSearchedAt: new Date().toISOString() }) })).status).toBe(403);

      const settings = (token?: string, init?: RequestInit) => fetch(`${server.baseUrl}/api/globals/search-settings`, { ...init, headers: token ? as(token) : {} });
      expect((await settings()).status).toBe(403);
      const { synonyms } = (await (await settings(editor)).json()) as { synonyms: { terms: string }[] };
      const save = (lines: string[]) => settings(editor, { method: 'POST', body: JSON.stringify({ synonyms: lines.map((terms) => ({ terms })) }) });
      expect((await save([...synonyms.map((line) => line.terms), word])).status, 'a line of one word').toBe(400);
      expect((await save([...synonyms.map((line) => line.terms), `${word}, ferritin`])).status).toBe(200);
      const ferritin = await firstSearchResult('ferritin', 'sv');
      expect(ferritin).toBeDefined();
      const savedAt = Date.now();
      await expect.poll(() => firstSearchResult(word, 'sv'), { timeout: 5_000 }).toBe(ferritin);
      console.log(`the search (${backend}) used the new synonym ${Date.now() - savedAt} ms after the save`);
    });

    test.describe('the company details', () => {
      test('an editor changes the phone number and every page, structured data and PDF shows it within 5 s', async () => {
        const editor = await makeUser('details@example.se', 'editor');
        const save = (token: string | undefined, body: unknown) => fetch(`${server.baseUrl}/api/globals/site-settings`, { method: 'POST', headers: as(token), body: JSON.stringify(body) });
        const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
        const pdf = async (path: string) => pdfText(Buffer.from(await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer()));
        const oldPhone = '+46\u00a08\u00a0465\u00a0004\u00a020';
        const newPhone = '+46\u00a08\u00a0465\u00a0004\u00a099';
        expect(await text('/sv/contact')).toContain(oldPhone);
        expect(await pdf('/downloads/sv/vdt-whitepaper.pdf')).toContain(oldPhone);

        // Sales works on leads only; nobody anonymous reads or writes the details through the API.
        const sales = await makeUser('details-sales@example.se', 'sales');
        expect((await save(sales, { phone: '+46 8 465 004 99' })).status).toBe(403);
        expect((await fetch(`${server.baseUrl}/api/globals/site-settings`)).status).toBe(403);
        // A number the footer cannot dial is refused, and nothing is saved (the rule: tests/unit/site-settings.test.ts).
        const refused = await save(editor, { phone: '08-465 004 99' });
        expect(refused.status).toBe(400);
        expect(JSON.stringify(await refused.json())).toContain('invalid: Phone');

        expect((await save(editor, { phone: '+46 8 465 004 99' })).status).toBe(200);
        const savedAt = Date.now();
        await expect.poll(() => text('/sv/contact'), { timeout: 5_000 }).toContain(newPhone);
        console.log(`the company details reached /sv/contact in ${Date.now() - savedAt} ms`);
        const home = await text('/');
        expect(home).toContain('href="tel:+46846500499"');
        expect(home).toContain(`"telephone":"${newPhone}"`);
        expect(await text('/privacy-policy')).toContain(`call ${newPhone}`);
        expect(await pdf('/downloads/sv/vdt-whitepaper.pdf')).toContain(newPhone);
        // A published edition of the instructions for use keeps the manufacturer block it was published with.
        expect(await pdf('/downloads/sv/ifu-drx192-ce25.pdf')).toContain(oldPhone);
        expect(await text('/sv/contact')).not.toContain(oldPhone);

        // A page nobody asked for between the save and a restart is not served from before the save
        // after it: the server replays the recorded revalidation before it lets visitors in.
        await server.restart();
        expect(await text('/sv/careers')).toContain(newPhone);
        // The replay route answers only its own process.
        const replay = await fetch(`${server.baseUrl}/api/site/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-site-replay-key': 'guess' }, body: '{"tags":["cms:products"]}' });
        expect(replay.status).toBe(404);
      });
    });

    test.describe('menus and footer', () => {
      type Link = { id: string; page: string; label: string };
      type Menus = { footerColumns: { id: string; heading: string; links: Link[] }[]; legal: Link[] };

      test('an editor renames a footer link: a draft stays private, a publish shows in one language, a link needs both and goes to a page of the site', async () => {
        const editor = await makeUser('menus@example.se', 'editor');
        const read = async (locale: string) => (await (await fetch(`${server.baseUrl}/api/globals/navigation?locale=${locale}&draft=true&depth=0`, { headers: as(editor) })).json()) as Menus;
        const save = (locale: string, body: unknown, draft = false) =>
          fetch(`${server.baseUrl}/api/globals/navigation?locale=${locale}${draft ? '&draft=true' : ''}`, { method: 'POST', headers: as(editor), body: JSON.stringify(body) });
        const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
        expect((await fetch(`${server.baseUrl}/api/globals/navigation`)).status).toBe(403);

        const menus = await read('sv');
        const renamed = menus.footerColumns.map((column) => ({ ...column, links: column.links.map((link) => (link.page === '/careers' ? { ...link, label: 'Jobba hos oss' } : link)) }));
        expect((await save('sv', { footerColumns: renamed, _status: 'draft' }, true)).status).toBe(200);
        expect(await text('/sv/about')).not.toContain('Jobba hos oss');

        expect((await save('sv', { footerColumns: renamed, _status: 'published' })).status).toBe(200);
        await expect.poll(() => text('/sv/about'), { timeout: 5_000 }).toContain('>Jobba hos oss</a>');
        expect(await text('/about')).toContain('>Careers</a>');

        // A new link written in Swedish only is refused on publish, by field, and nothing changes.
        const added = await save('sv', { legal: [...menus.legal, { page: '/news', label: 'Pressrum' }], _status: 'published' });
        expect(added.status).toBe(400);
        expect(JSON.stringify(await added.json())).toContain('The English text is missing');
        expect(await text('/sv/about')).not.toContain('Pressrum');
        // A link goes to a page of this site, nothing else.
        expect((await save('sv', { legal: [{ ...menus.legal[0]!, page: '/no-such-page' }], _status: 'published' })).status).toBe(400);
        // A page made in the CMS is one (the sector page published above).
        expect((await save('sv', { legal: [{ ...menus.legal[0]!, page: '/solutions/transport' }, ...menus.legal.slice(1)], _status: 'published' })).status).toBe(200);
        await expect.poll(() => text('/sv/about'), { timeout: 5_000 }).toContain('href="/sv/solutions/transport"');
      });
    });

    test.describe('investor figures', () => {
      test('an editor publishes a new raise: page and PDF follow; figures that do not add up, or that the text no longer finds, are refused', async () => {
        const editor = await makeUser('figures@example.se', 'editor');
        type Figures = { raise: Record<string, number>; financialYears: { id: string; year: number }[] };
        const figures = (await (await fetch(`${server.baseUrl}/api/globals/investor-figures?draft=true&depth=0`, { headers: as(editor) })).json()) as Figures;
        const save = (body: unknown) => fetch(`${server.baseUrl}/api/globals/investor-figures`, { method: 'POST', headers: as(editor), body: JSON.stringify({ ...body as object, _status: 'published' }) });
        const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
        expect((await fetch(`${server.baseUrl}/api/globals/investor-figures`)).status).toBe(403);
        expect(await text('/sv/investors')).toContain('22\u00a0MSEK');

        const bridgeOff = await save({ raise: { ...figures.raise, bridgeMsek: 5 } });
        expect(bridgeOff.status).toBe(400);
        expect(JSON.stringify(await bridgeOff.json())).toContain('bridge + Series A must equal the raise');
        // The page's text names {revenue2025}: a plan without 2025 cannot be published.
        const shifted = await save({ financialYears: figures.financialYears.map((row) => ({ ...row, year: row.year + 1 })) });
        expect(shifted.status).toBe(400);
        expect(JSON.stringify(await shifted.json())).toContain('revenue2025');

        expect((await save({ raise: { ...figures.raise, totalMsek: 25, seriesAMsek: 21 } })).status).toBe(200);
        await expect.poll(() => text('/sv/investors'), { timeout: 5_000 }).toContain('25\u00a0MSEK');
        const pdf = pdfText(Buffer.from(await (await fetch(`${server.baseUrl}/downloads/sv/investor-summary.pdf`)).arrayBuffer()));
        expect(await pdf).toContain('Vi tar in 25\u00a0MSEK');
      });
    });

    test.describe('whitepapers', () => {
      test('an editor retitles a whitepaper: the hub, the product page’s form and the PDF follow; nobody adds or removes one', async () => {
        const editor = await makeUser('whitepapers@example.se', 'editor');
        const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
        const found = (await (await fetch(`${server.baseUrl}/api/whitepapers?where[key][equals]=instaclear`)).json()) as { docs: { id: number }[] };
        const id = found.docs[0]!.id;
        expect(await text('/sv/resources/whitepapers')).toContain('InstaCLEAR: snabba salivtester på arbetsplatsen');

        const title = 'InstaCLEAR: salivtester på jobbet, steg för steg';
        const published = await fetch(`${server.baseUrl}/api/whitepapers/${id}?locale=sv`, { method: 'PATCH', headers: as(editor), body: JSON.stringify({ title, _status: 'published' }) });
        expect(published.status).toBe(200);
        await expect.poll(() => text('/sv/resources/whitepapers'), { timeout: 5_000 }).toContain(title);
        expect(await text('/sv/products/instaclear')).toContain(`${title} (PDF)`);
        expect(await text('/resources/whitepapers')).toContain('InstaCLEAR: rapid saliva testing at work');
        const pdf = await pdfText(Buffer.from(await (await fetch(`${server.baseUrl}/downloads/sv/instaclear-whitepaper.pdf`)).arrayBuffer()));
        expect(pdf).toMatch(/salivtester\s+på\s+jobbet/u);

        // Each whitepaper comes with its PDF and forms: records are edited, never added or deleted.
        expect((await fetch(`${server.baseUrl}/api/whitepapers`, { method: 'POST', headers: as(editor), body: JSON.stringify({ key: 'vdt', title: 'x' }) })).status).toBe(403);
        expect((await fetch(`${server.baseUrl}/api/whitepapers/${id}`, { method: 'DELETE', headers: as(editor) })).status).toBe(403);
      });
    });

    test.describe('marketing figures', () => {
      test('an editor publishes a figure and its source: pages, product texts and the whitepaper PDFs follow; a share over 100 % or a claim without its figure is refused', async () => {
        const editor = await makeUser('marketing@example.se', 'editor');
        const save = (locale: string, body: Record<string, unknown>) =>
          fetch(`${server.baseUrl}/api/globals/marketing-figures?locale=${locale}`, { method: 'POST', headers: as(editor), body: JSON.stringify({ ...body, _status: 'published' }) });
        const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
        const settled = (percent: number) => `${percent}\u00a0% av proven avgörs utan laboratorieanalys`;
        expect((await fetch(`${server.baseUrl}/api/globals/marketing-figures`)).status).toBe(403);
        expect(await text('/sv/products')).toContain(settled(90));

        const overFull = await save('sv', { labAvoidancePercent: { value: 190 } });
        expect(overFull.status).toBe(400);
        expect(JSON.stringify(await overFull.json())).toContain('cannot be more than 100');
        // An accuracy claim cannot go beyond the performance studies in the instructions for use.
        const beyondEvidence = await save('sv', { ferritinAccuracyPercent: { value: 99.9 } });
        expect(beyondEvidence.status).toBe(400);
        expect(JSON.stringify(await beyondEvidence.json())).toContain('support at most 99.2 %');
        const unnamed = await save('en', { labAvoidancePercent: { value: 90, claim: 'Most samples settled on site' } });
        expect(unnamed.status).toBe(400);
        expect(JSON.stringify(await unnamed.json())).toContain('Samples settled without a laboratory (%) > Claim');
        expect(await text('/sv/products')).toContain(settled(90));

        const basis = 'Andelen negativa screeningresultat vid våra kunders testning på arbetsplatser 2025 och 2026.';
        expect((await save('sv', { labAvoidancePercent: { value: 92, basis } })).status).toBe(200);
        // The product card (a product's text in the CMS), a page's own text and the notes under it follow.
        await expect.poll(() => text('/sv/products'), { timeout: 5_000 }).toContain(settled(92));
        const home = await text('/sv');
        expect(home).toContain('92\u00a0%');
        expect(home).not.toContain('90\u00a0%');
        expect(home).toContain(basis);
        // The other language keeps its own source text.
        expect(await text('/')).toContain('The share of negative screening results in our customers’ workplace testing in 2024 and 2025');
        const pdf = await pdfText(Buffer.from(await (await fetch(`${server.baseUrl}/downloads/sv/instaclear-whitepaper.pdf`)).arrayBuffer()));
        // The PDF's text layer spaces the words as it sets them.
        expect(pdf).toMatch(/92\s%\s+av proven avgörs utan laboratorieanalys/u);

        // A product's own figure: the hair analysis window, in days and in the months its texts count in words.
        expect((await save('sv', { hairDetectionDays: { value: 120 } })).status).toBe(200);
        await expect.poll(() => text('/sv/products/hair-analysis'), { timeout: 5_000 }).toContain('120\u00a0dagars påvisningstid');
        expect(await text('/sv/products/hair-analysis')).toContain('ett prov täcker ungefär fyra månader');
        expect(await text('/products')).toContain('drug use over the past 120\u00a0days');
        const hairPdf = await pdfText(Buffer.from(await (await fetch(`${server.baseUrl}/downloads/en/hair-analysis-whitepaper.pdf`)).arrayBuffer()));
        expect(hairPdf).toMatch(/A\s+120-day\s+view\s+of\s+substance\s+use/u);
        expect((await save('sv', { hairDetectionDays: { value: 90 } })).status).toBe(200);
        await expect.poll(() => text('/sv/products/hair-analysis'), { timeout: 5_000 }).toContain('90\u00a0dagars påvisningstid');
      });
    });

    test.describe('product catalogue', () => {
      test('an editor previews and publishes a new cut-off: the catalogue and the home page follow, the published instructions stay; a wrong, twice-used or published article number and a quoted key are refused', async () => {
        const editor = await makeUser('catalogue@example.se', 'editor');
        const url = (locale: string) => `${server.baseUrl}/api/globals/catalogue?locale=${locale}`;
        type Panel = { key: string; articleNr: string; cutOffNgMl: number };
        type Panels = 'singlePanels' | 'multiPanels';
        const stored = async () => (await (await fetch(url('sv'), { headers: as(editor) })).json()) as Record<Panels, Panel[]>;
        const publish = async (change: (panel: Panel) => Panel, panels: Panels = 'singlePanels') =>
          fetch(url('sv'), { method: 'POST', headers: as(editor), body: JSON.stringify({ [panels]: (await stored())[panels].map(change), _status: 'published' }) });
        const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
        const fentanyl = (panel: Panel, change: Partial<Panel>) => (panel.key === 'fyl' ? { ...panel, ...change } : panel);
        expect((await fetch(`${server.baseUrl}/api/globals/catalogue`)).status).toBe(403);
        expect(await text('/sv/documents/DRX191-CE25')).toContain('10\u00a0ng/ml');

        const misprinted = await publish((panel) => fentanyl(panel, { articleNr: 'DRX19-CE25' }));
        expect(misprinted.status).toBe(400);
        expect(JSON.stringify(await misprinted.json())).toContain('as on the box, e.g. DRX192-CE25');
        const twice = await publish((panel) => fentanyl(panel, { articleNr: 'DRX192-CE25' }));
        expect(twice.status).toBe(400);
        expect(JSON.stringify(await twice.json())).toContain('The article number “DRX192-CE25” is used twice.');
        // Instructions for use are published under the article number, and the pages quote the 10-panel's substance count by its key.
        const renumbered = await publish((panel) => fentanyl(panel, { articleNr: 'DRX999-CE25' }));
        expect(renumbered.status).toBe(400);
        expect(JSON.stringify(await renumbered.json())).toContain('No product has the article number DRX191-CE25 any more');
        const rekeyed = await publish((panel) => (panel.key === 'multi-10' ? { ...panel, key: 'multi-ten' } : panel), 'multiPanels');
        expect(rekeyed.status).toBe(400);
        expect(JSON.stringify(await rekeyed.json())).toContain('keep its key');

        // A draft stays private; the editor's preview shows it.
        const draft = await fetch(`${url('sv')}&draft=true`, { method: 'POST', headers: as(editor), body: JSON.stringify({ singlePanels: (await stored()).singlePanels.map((panel) => fentanyl(panel, { cutOffNgMl: 35 })), _status: 'draft' }) });
        expect(draft.status).toBe(200);
        expect(await text('/sv/drug-tests')).not.toContain('35\u00a0ng/ml');
        const enter = await fetch(`${server.baseUrl}/api/preview?path=${encodeURIComponent('/sv/drug-tests')}`, { headers: { cookie: `payload-token=${editor}` }, redirect: 'manual' });
        const bypass = /__prerender_bypass=[^;]+/u.exec(enter.headers.get('set-cookie') ?? '')?.[0];
        expect(await (await fetch(`${server.baseUrl}/sv/drug-tests`, { headers: { cookie: bypass! } })).text()).toContain('35\u00a0ng/ml');

        // Published, a cut-off needs a performance study: its instructions for use state one.
        const unstudied = await publish((panel) => fentanyl(panel, { cutOffNgMl: 35 }));
        expect(unstudied.status).toBe(400);
        expect(JSON.stringify(await unstudied.json())).toContain('No urine study of FYL at 35 ng/ml is on record (DRX191-CE25');

        expect((await publish((panel) => fentanyl(panel, { cutOffNgMl: 20 }))).status).toBe(200);
        await expect.poll(async () => (await text('/sv/drug-tests')).includes('20\u00a0ng/ml'), { timeout: 5_000 }).toBe(true);
        // The home page's card quotes the cut-off as {fentanylCutOff}; the published instructions keep the facts they were published with.
        expect(await text('/sv')).toContain('20\u00a0ng/ml');
        expect(await text('/sv/documents/DRX191-CE25')).toContain('10\u00a0ng/ml');
        expect((await publish((panel) => fentanyl(panel, { cutOffNgMl: 10 }))).status).toBe(200);
      });
    });

    test.describe('images', () => {
      test('an editor uploads an image: resized with sharp, private until published with a text alternative in both languages', async () => {
        const editor = await makeUser('images@example.se', 'editor');
        const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f566a' } }).png().toBuffer();
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'test-card.png');
        form.append('_payload', JSON.stringify({ alt: 'A teal test card', _status: 'draft' }));
        const { authorization, origin } = as(editor);
        const uploaded = await fetch(`${server.baseUrl}/api/media?locale=en&draft=true`, { method: 'POST', headers: { authorization, origin }, body: form });
        expect(uploaded.status).toBe(201);
        const { doc } = (await uploaded.json()) as { doc: { id: number; url: string; sizes: Record<string, { width: number; mimeType: string }> } };
        expect(doc.sizes.card).toMatchObject({ width: 640, mimeType: 'image/webp' });
        expect(doc.sizes.wide).toMatchObject({ width: 1280, mimeType: 'image/webp' });
        expect((await fetch(`${server.baseUrl}${doc.url}`)).status).toBe(403);

        const publish = (locale: string, alt: string) =>
          fetch(`${server.baseUrl}/api/media/${doc.id}?locale=${locale}`, { method: 'PATCH', headers: as(editor), body: JSON.stringify({ alt, _status: 'published' }) });
        const refused = await publish('en', 'A teal test card');
        expect(refused.status).toBe(400);
        expect(JSON.stringify(await refused.json())).toContain('The Swedish text is missing');
        expect((await publish('sv', 'Ett blågrönt testkort')).status).toBe(200);
        const file = await fetch(`${server.baseUrl}${doc.url}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
        // A deleted image's file is no longer served (the same answer as for any file nobody may see).
        expect((await fetch(`${server.baseUrl}/api/media/${doc.id}`, { method: 'DELETE', headers: as(editor) })).status).toBe(200);
        expect((await fetch(`${server.baseUrl}${doc.url}`)).status).toBe(403);
      });
    });

    test.describe('instructions for use', () => {
      const articlePath = '/sv/documents/DRX192-CE25';
      const editions = (token: string | undefined, path: string, method = 'GET', body?: unknown) =>
        fetch(`${server.baseUrl}/api/instruction-editions${path}`, { method, headers: as(token), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
      const pdf = async (path: string) => pdfText(Buffer.from(await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer()));

      test('regulatory affairs publish a new edition: the page and its PDF follow, the earlier edition stays as it was', async () => {
        const regulatory = await makeUser('quality@example.se', 'regulatory');
        const editor = await makeUser('documents-editor@example.se', 'editor');
        // One edit of the shared manufacturer block, which the next edition picks up.
        for (const [locale, country] of [['en', 'Sweden'], ['sv', 'Sverige']]) {
          const manufacturer = `Nordic Rapid Diagnostics\nSankt Eriksgatan 5\n112 39 Stockholm\n${country}`;
          const saved = await fetch(`${server.baseUrl}/api/globals/instruction-shared-sections?locale=${locale}`, { method: 'POST', headers: as(regulatory), body: JSON.stringify({ manufacturer }) });
          expect(saved.status, `shared sections (${locale})`).toBe(200);
        }
        expect((await fetch(`${server.baseUrl}/api/globals/instruction-shared-sections?locale=sv`, { method: 'POST', headers: as(editor), body: JSON.stringify({ manufacturer: 'x' }) })).status).toBe(403);

        const created = await editions(regulatory, '?locale=en&draft=true', 'POST', {
          article: 'DRX192-CE25',
          version: '4.0',
          effective: '2026-12-01',
          change: 'The manufacturer has moved to new premises.',
          features: { resultPictures: true, latestReadingTime: true, performance: true },
          _status: 'draft',
        });
        expect(created.status).toBe(201);
        const { doc } = (await created.json()) as { doc: { id: number } };
        expect(await text(articlePath)).toContain('Version 3.0');
        expect(await text(articlePath)).not.toContain('Sankt Eriksgatan');

        // The draft at the article's real address, in a preview only.
        const enter = await fetch(`${server.baseUrl}/api/preview?path=${encodeURIComponent(articlePath)}`, { headers: { cookie: `payload-token=${regulatory}` }, redirect: 'manual' });
        const bypass = /__prerender_bypass=[^;]+/u.exec(enter.headers.get('set-cookie') ?? '')?.[0];
        const preview = await (await fetch(`${server.baseUrl}${articlePath}`, { headers: { cookie: bypass! } })).text();
        expect(preview).toContain('Version 4.0');
        expect(preview).toContain('Sankt Eriksgatan 5');
        expect(preview).toContain('Förhandsvisning');

        const swedish = { change: 'Tillverkaren har flyttat till nya lokaler.', _status: 'published' };
        expect((await editions(editor, `/${doc.id}?locale=sv`, 'PATCH', swedish)).status, 'an editor publishes').toBe(403);
        expect((await editions(regulatory, `/${doc.id}?locale=sv`, 'PATCH', swedish)).status).toBe(200);
        const publishedAt = Date.now();
        let html = await text(articlePath);
        while (!html.includes('Version 4.0') && Date.now() - publishedAt < 5_000) html = await text(articlePath);
        console.log(`edition 4.0 reached ${articlePath} in ${Date.now() - publishedAt} ms`);
        expect(html).toContain('Version 4.0');
        expect(html).toContain('Tillverkaren har flyttat till nya lokaler.');
        expect(html).toContain('Sankt Eriksgatan 5');
        expect(html).toContain('/sv/documents/DRX192-CE25/v/3.0');

        // Edition 3.0 at its permanent address and in its own PDF, as it was published.
        const earlier = await text(`${articlePath}/v/3.0`);
        expect(earlier).toContain('Tidigare version 3.0');
        expect(earlier).toContain('Vasagatan 16');
        expect(earlier).not.toContain('Sankt Eriksgatan');
        const earlierPdf = await pdf('/downloads/sv/ifu-drx192-ce25-v3.0.pdf');
        expect(earlierPdf).toContain('Version 3.0');
        expect(earlierPdf).toContain('Vasagatan 16');
        // The PDF the catalogue cards link follows the current edition.
        const currentPdf = await pdf('/downloads/sv/ifu-drx192-ce25.pdf');
        expect(currentPdf).toContain('Version 4.0');
        expect(currentPdf).toContain('Sankt Eriksgatan 5');

        const approved = (await (await editions(editor, `/${doc.id}`)).json()) as { approvedBy?: string };
        expect(approved.approvedBy).toBe('quality@example.se');
      });

      test('a published edition never changes; a new one must come after it; drafts and approvers stay private', async () => {
        const regulatory = (await login('quality@example.se', 'regulatory password 42')).token;
        const { docs } = (await (await editions(regulatory, '?where[key][equals]=DRX192-CE25@4.0')).json()) as { docs: { id: number }[] };
        const id = docs[0]!.id;
        const changed = await editions(regulatory, `/${id}?locale=en`, 'PATCH', { change: 'Rewritten afterwards.' });
        expect(changed.status).toBe(403);
        expect(JSON.stringify(await changed.json())).toContain('cannot be changed');
        expect((await editions(regulatory, `/${id}`, 'DELETE')).status).not.toBe(200);
        expect((await editions(undefined, `/${id}?locale=en`)).status).toBe(200);

        const lower = await editions(regulatory, '?locale=en', 'POST', { article: 'DRX192-CE25', version: '3.5', effective: '2026-12-02', change: 'Too late.', _status: 'published' });
        expect(lower.status).toBe(400);
        expect(JSON.stringify(await lower.json())).toContain('The current edition is version 4.0');

        const draft = await editions(regulatory, '?locale=en&draft=true', 'POST', { article: 'DRX111-CE25', version: '4.0', effective: '2026-12-01', change: 'Not yet approved.', _status: 'draft' });
        expect(draft.status).toBe(201);
        const { doc: pending } = (await draft.json()) as { doc: { id: number } };
        const byAdmin = await editions(adminToken, `/${pending.id}?locale=sv`, 'PATCH', { change: 'Ännu inte godkänd.', _status: 'published' });
        expect(byAdmin.status).toBe(403);
        expect(JSON.stringify(await byAdmin.json())).toContain('Only a regulatory affairs user can publish');
        const anonymous = (await (await editions(undefined, '?draft=true&limit=200&where[article][equals]=DRX111-CE25')).json()) as { docs: { version: string; approvedBy?: string }[] };
        expect(anonymous.docs.map((edition) => edition.version).sort()).toEqual(['1.0', '2.0', '3.0']);
        expect(anonymous.docs.every((edition) => edition.approvedBy === undefined)).toBe(true);
        expect((await editions(undefined, '/versions')).status).toBe(403);
        expect(await text('/documents/DRX111-CE25')).not.toContain('Not yet approved.');
        expect(await cli('seed')).toContain('Nothing to seed');
      });
    });

    test.describe('the leads inbox', () => {
      const form = (token: string | undefined, fields: Record<string, string>) => ({
        method: 'POST',
        headers: { cookie: `payload-token=${token ?? ''}`, origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual' as const,
      });

      test('sales lists, follows up, exports and erases; no one else sees a lead', async () => {
        const sales = await makeUser('closer@example.se', 'sales');
        const editor = await makeUser('copywriter@example.se', 'editor');
        const contact = await loadContactForm(server.baseUrl, 'sv');
        const sent = await postContactForm(contact, contactFields({ email: 'asa@akeri.example', company: 'Åkeri 100% AB', message: '=HYPERLINK("https://evil.example")' }));
        expect(isContactSuccess(sent, 'sv')).toBe(true);
        expect(isContactSuccess(await postContactForm(await loadContactForm(server.baseUrl, 'en'), contactFields({ email: 'bo@bygg.example', company: 'Bygg AB' })))).toBe(true);

        for (const path of ['/api/leads', '/api/leads/export.csv']) {
          expect.soft((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(401);
          expect.soft((await fetch(`${server.baseUrl}${path}`, { headers: as(editor) })).status, path).toBe(403);
        }
        const editorView = await (await fetch(`${server.baseUrl}/admin/leads`, { headers: { cookie: `payload-token=${editor}` } })).text();
        expect(editorView).toContain('Leads are for the sales and admin roles');
        expect(editorView).not.toContain('asa@akeri.example');
        expect((await fetch(`${server.baseUrl}/api/leads/erase`, form(editor, { email: 'bo@bygg.example', confirm: 'bo@bygg.example' }))).status).toBe(403);

        const list = async (query = '') => (await (await fetch(`${server.baseUrl}/api/leads${query}`, { headers: as(sales) })).json()) as { totalDocs: number; docs: { id: string; email: string; status: string; suspect: string | null }[] };
        expect((await list()).totalDocs).toBe(2);
        const [lead] = (await list('?search=%C3%A5keri%20100%25&form=contact')).docs;
        expect(lead?.email).toBe('asa@akeri.example');
        const view = await (await fetch(`${server.baseUrl}/admin/leads?lead=${lead!.id}`, { headers: { cookie: `payload-token=${sales}` } })).text();
        expect(view).toContain('Åkeri 100% AB');
        expect(view).toContain('Save follow-up');
        // What the visitor typed is shown as text, never as markup.
        expect(view).not.toContain('<script>alert');

        const followUp = await fetch(`${server.baseUrl}/api/leads/${lead!.id}/follow-up`, form(sales, { status: 'contacted', owner: 'closer@example.se', note: 'Ringde, vill ha demo' }));
        expect(followUp.status).toBe(303);
        expect(followUp.headers.get('location')).toBe(`/admin/leads?notice=saved&lead=${lead!.id}`);
        const refused = await fetch(`${server.baseUrl}/api/leads/${lead!.id}/follow-up`, form(sales, { status: 'won', owner: 'stranger@example.se' }));
        expect(refused.headers.get('location')).toContain('notice=invalid');
        const detail = (await (await fetch(`${server.baseUrl}/api/leads/${lead!.id}`, { headers: as(sales) })).json()) as { status: string; owner: string; note: string; events: { actor: string; action: string }[] };
        expect(detail).toMatchObject({ status: 'contacted', owner: 'closer@example.se', note: 'Ringde, vill ha demo' });
        expect(detail.events.map((event) => `${event.actor} ${event.action}`)).toEqual(['closer@example.se follow-up']);
        expect((await list('?status=contacted')).totalDocs).toBe(1);

        const csv = await fetch(`${server.baseUrl}/api/leads/export.csv?form=contact`, { headers: as(sales) });
        expect(csv.headers.get('content-type')).toMatch(/^text\/csv/u);
        expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/u);
        const text = await csv.text();
        expect(text).toContain('status,owner,note');
        expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);

        expect((await fetch(`${server.baseUrl}/api/leads/erase`, form(sales, { email: 'asa@akeri.example', confirm: 'asa@akeri.exampel' }))).headers.get('location')).toContain('notice=erase-unconfirmed');
        const erased = await fetch(`${server.baseUrl}/api/leads/erase`, form(sales, { email: 'ASA@akeri.example', confirm: 'asa@akeri.example' }));
        expect(erased.headers.get('location')).toContain('notice=erased');
        expect((await list()).docs.map((remaining) => remaining.email)).toEqual(['bo@bygg.example']);
      });
    });
  });
}

function databaseUrl(store: TestDatabase): string {
  return store.target.kind === 'sqlite' ? `file:${store.target.path}` : store.target.url;
}
