import type { Locator, Page, Request } from '@playwright/test';
import { TEST_API_DEMOS } from '../tests/fixtures/sites/test-build/apis';
import { expect, route, test } from './fixtures';
import { axeViolations, showColourMode } from './colour-mode-axe';

// The Try it console on the test build, which enables it for the Word and Calculator APIs (and the
// fixture tests/fixtures/try-it/secured.yaml, every kind of credential) against `npm run api:demo`,
// and serves the pages with `npm run serve`, whose proxy forwards <base>/_try/<api>/<server>/… to it.

const CALCULATOR = '/api/calculator';
const SECURED = '/api/corpus/try-secured';

// The browser logs every answer of 4xx/5xx and every CORS refusal as a console error: those are the point here.
// (One pattern: Playwright reads a list of two or more as a fixture's [value, options].)
test.use({ allowedConsole: [/status of 4\d\d|CORS policy|net::ERR_FAILED|net::ERR_CONNECTION_REFUSED/] });

/** Opens the console of an operation (its section's id: "operation/divide") and returns it. */
async function openConsole(page: Page, anchor: string): Promise<Locator> {
  const section = page.locator(`section[id="${anchor}"]`);
  await section.getByRole('button', { name: /^Try it/ }).click();
  const panel = page.locator(`[id="${anchor}/try-it"]`);
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeVisible();
  return panel;
}

/** The demo server's origin, as the console's server list shows it. */
async function demoOrigin(panel: Locator): Promise<string> {
  return new URL((await panel.getByLabel('Send to').locator('option').first().textContent())!.split(' ')[0]!).origin;
}

async function sendDirectly(panel: Locator): Promise<void> {
  await panel.getByRole('radio', { name: /Directly/ }).check();
  await panel.getByRole('button', { name: 'Send request' }).click();
}

test('the console loads only on the first click: no console chunk before it, nothing off the site before sending', async ({ page }) => {
  const before: string[] = [];
  const after: string[] = [];
  let clicked = false;
  page.on('request', (request: Request) => (clicked ? after : before).push(request.url()));
  await page.goto(route(CALCULATOR));
  await page.waitForLoadState('networkidle');
  const origin = new URL(page.url()).origin;
  expect(before.filter((url) => !url.startsWith(`${origin}${route('/')}`))).toEqual([]);
  clicked = true;
  await openConsole(page, 'operation/divide');
  const chunks = after.filter((url) => /\/_next\/static\/.*\.(js|css)$/.test(url));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) expect(before).not.toContain(chunk);
  // The other operations' buttons open their console from the chunk already there.
  const count = after.length;
  await openConsole(page, 'operation/add');
  expect(after.slice(count).filter((url) => /\/_next\/static\//.test(url))).toEqual([]);
});

test('directly, with CORS: a 200 with its body, matched to the documented response', async ({ page }) => {
  await page.goto(route(CALCULATOR));
  const panel = await openConsole(page, 'operation/add');
  await expect(panel.getByRole('textbox', { name: 'a required' })).toHaveValue('7');
  await sendDirectly(panel);
  const outcome = panel.locator('[data-outcome="response"]');
  await expect(outcome.getByRole('heading')).toContainText('Response 200');
  await expect(outcome).toContainText('Documented as 200: The integer result.');
  await expect(outcome.getByLabel('Response body')).toHaveText('12');
  // Focus goes to the answer, and the live region says it.
  await expect(outcome.getByRole('heading')).toBeFocused();
  await expect(panel.getByRole('status').first()).toContainText('Response 200');
  await expect(panel.getByLabel('The request as a curl command')).toContainText(
    `curl --request GET '${await demoOrigin(panel)}/api/calc/add?a=7&b=5'`,
  );
});

test('by keyboard, the 400 "Division by zero" shows with the documented response it matches', async ({ page }) => {
  await page.goto(route(CALCULATOR));
  // Opened with Enter: focus moves into the console, and the button says it is expanded.
  const button = page.locator('section[id="operation/divide"]').getByRole('button', { name: /^Try it/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('[id="operation/divide/try-it"]');
  await expect(panel.getByLabel('Send to')).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', 'operation/divide/try-it');
  await panel.getByLabel('Body').fill('{"a": 1, "b": 0}');
  await expect(panel).toContainText('Valid JSON.');
  await sendDirectly(panel);
  const outcome = panel.locator('[data-outcome="response"]');
  await expect(outcome.getByRole('heading')).toContainText('Response 400');
  await expect(outcome).toContainText('Documented as 400: Division by zero.');
  await expect(outcome.getByLabel('Response body')).toContainText('"message": "Division by zero"');
});

test('a missing required parameter or bad JSON is explained in the form and nothing is sent', async ({ page }) => {
  await page.goto(route(CALCULATOR));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/calc/')) sent.push(request.url());
  });
  const add = await openConsole(page, 'operation/add');
  await add.getByRole('textbox', { name: 'a required' }).fill('');
  await add.getByRole('button', { name: 'Send request' }).click();
  await expect(add.getByText('a is required.').first()).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'a required' })).toBeFocused();
  await expect(add.getByRole('textbox', { name: 'a required' })).toHaveAttribute('aria-invalid', 'true');
  const divide = await openConsole(page, 'operation/divide');
  await divide.getByLabel('Body').fill('{"a": 1,');
  await expect(divide).toContainText('Not valid JSON');
  await divide.getByRole('button', { name: 'Send request' }).click();
  await expect(divide.getByLabel('Body')).toBeFocused();
  expect(sent).toEqual([]);
});

test('through the proxy: the request goes to <base>/_try/<api>/<server>/<path> on the site and comes back', async ({ page }) => {
  await page.goto(route(CALCULATOR));
  const panel = await openConsole(page, 'operation/add');
  await expect(panel.getByRole('radio', { name: /proxy/ })).toBeChecked();
  const request = page.waitForRequest((r) => r.url().includes('/_try/'));
  await panel.getByRole('button', { name: 'Send request' }).click();
  expect(new URL((await request).url()).pathname + new URL((await request).url()).search).toBe(
    `${route('/_try/calculator/0/api/calc/add')}?a=7&b=5`,
  );
  // The header without which the proxy forwards nothing (a navigation or a script load cannot send it).
  expect((await request).headers()['x-try-it']).toBe('console');
  const answer = await (await request).response();
  expect(await answer?.headerValue('content-security-policy')).toContain('sandbox');
  const outcome = panel.locator('[data-outcome="response"]');
  await expect(outcome.getByRole('heading')).toContainText('Response 200');
  await expect(outcome).toContainText('through the proxy');
  await expect(outcome.getByLabel('Response body')).toHaveText('12');
});

test('credentials are sent as the scheme says, masked in curl until revealed, kept in memory unless remembered', async ({ page }) => {
  await page.goto(route(SECURED));
  const panel = await openConsole(page, 'operation/guardedAdd');
  const auth = panel.getByLabel('Credentials to send');
  // The answer's X-Demo-Auth, read once the console shows this send's answer: the previous answer stays on
  // screen until the new one replaces it, so the header is awaited to read the expected value (it fails
  // after the expect timeout when another credential arrived).
  const expectEchoed = async (expected: string) => {
    await sendDirectly(panel);
    const outcome = panel.locator('[data-outcome="response"]');
    await expect(outcome.getByRole('heading')).toContainText('Response 200');
    await expect(outcome.locator('dt', { hasText: /^x-demo-auth$/i }).locator('xpath=following-sibling::dd')).toHaveText(expected);
  };
  // An API key in a header.
  await auth.selectOption({ label: 'keyHeader' });
  await panel.getByLabel('keyHeader').fill('kettle-42');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await expectEchoed('header:X-API-Key=kettle-42');
  expect(urls.some((url) => url.includes('kettle-42'))).toBe(false);
  const curl = panel.getByLabel('The request as a curl command');
  await expect(curl).toContainText("--header 'X-API-Key: ••••••'");
  await panel.getByLabel('Show credentials').check();
  await expect(curl).toContainText("--header 'X-API-Key: kettle-42'");
  // A bearer token, a pasted OAuth 2 token and basic credentials.
  await auth.selectOption({ label: 'token' });
  await panel.getByLabel('token', { exact: true }).fill('tea-token');
  await expectEchoed('bearer=tea-token');
  await auth.selectOption({ label: 'oauth' });
  await panel.getByLabel('oauth', { exact: true }).fill('oauth-token');
  await expectEchoed('bearer=oauth-token');
  await auth.selectOption({ label: 'login' });
  await panel.getByLabel('login: user name').fill('ana');
  await panel.getByLabel('login: password').fill('pa ss');
  await expectEchoed(`basic=${encodeURIComponent('ana:pa ss')}`);
  // A key the API takes in the query: the field says it goes into the URL.
  await auth.selectOption({ label: 'keyQuery' });
  await expect(panel).toContainText('it will be part of the request URL');
  await panel.getByLabel('keyQuery').fill('q-key');
  await expectEchoed('query:api_key=q-key');
  // Nothing was stored; ticking "Remember for this tab" keeps them in sessionStorage only.
  expect(await page.evaluate(() => [sessionStorage.length, localStorage.getItem('try-it:credentials:try-secured')])).toEqual([0, null]);
  await panel.getByLabel('Remember for this tab').check();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('try-it:credentials:try-secured') ?? '{}'))).toMatchObject({
    'keyQuery.value': 'q-key',
  });
});

test('an API key in a cookie goes through the proxy (X-Try-Cookie); directly it is not asked for, and the field says why', async ({
  page,
}) => {
  await page.goto(route(SECURED));
  const panel = await openConsole(page, 'operation/guardedAdd');
  await panel.getByLabel('Credentials to send').selectOption({ label: 'keyCookie' });
  const send = panel.getByRole('button', { name: 'Send request' });
  const outcome = panel.locator('[data-outcome="response"]');
  const demoAuth = outcome.locator('dt', { hasText: /^x-demo-auth$/i }).locator('xpath=following-sibling::dd');
  // Directly: a page cannot set Cookie, so the key is left out and not required; the API says no credentials arrived.
  await sendDirectly(panel);
  await expect(panel.getByLabel('keyCookie')).toHaveAccessibleDescription(/sent directly it is left out/);
  await expect(outcome.getByRole('heading')).toContainText('Response 200');
  await outcome.getByText(/^Headers/).click();
  await expect(demoAuth).toHaveText('none');
  // Through the proxy it is required, then arrives as the API's cookie.
  await panel.getByRole('radio', { name: /proxy/ }).check();
  await expect(panel.getByLabel('keyCookie')).toHaveAccessibleDescription(/Sent through this site's proxy/);
  await send.click();
  await expect(panel).toContainText('Enter the credential for keyCookie.');
  await panel.getByLabel('keyCookie').fill('c-key');
  await send.click();
  await expect(outcome).toContainText('through the proxy');
  await outcome.getByText(/^Headers/).click();
  await expect(demoAuth).toHaveText('cookie:api_key=c-key');
  await expect(panel.getByLabel('The request as a curl command')).toContainText("--cookie 'api_key=••••••'");
});

test('CORS refused and an unreachable server are told apart and explained', async ({ page }) => {
  await page.goto(route(CALCULATOR));
  const panel = await openConsole(page, 'operation/add');
  // api:demo run with --no-cors: it answers, without the headers that let this page read the answer.
  const noCors = `http://127.0.0.1:${TEST_API_DEMOS.find((demo) => demo.args.includes('--no-cors'))!.port}`;
  await panel.getByLabel('Send to').selectOption({ label: noCors });
  await sendDirectly(panel);
  const cors = panel.locator('[data-outcome="cors"]');
  await expect(cors.getByRole('heading')).toHaveText('No response: the server refused this page (CORS)');
  await expect(cors).toContainText('A second request without CORS reached the server');
  await expect(cors).toContainText('send it through this site’s proxy');
  // The way around it: the same server through the proxy answers.
  await panel.getByRole('radio', { name: /proxy/ }).check();
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.locator('[data-outcome="response"]').getByLabel('Response body')).toHaveText('12');
  // Nothing answers at all (the connection refused, as by a server that is down).
  await page.route(`${noCors}/**`, (r) => r.abort('connectionrefused'));
  await sendDirectly(panel);
  await expect(panel.locator('[data-outcome="unreachable"]')).toContainText('Nothing answered at this address');
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation with the console open and answered, ${mode} mode, at 1280 and 390 px`, async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(route(CALCULATOR));
      await showColourMode(page, mode);
      const panel = await openConsole(page, 'operation/divide');
      await panel.getByLabel('Body').fill('{"a": 1, "b": 0}');
      await sendDirectly(panel);
      await expect(panel.locator('[data-outcome="response"]')).toBeVisible();
      expect(await axeViolations(page, { include: `[id="operation/divide/try-it"]`, bestPractice: true }), `at ${width} px`).toEqual([]);
      // Nothing in the console is wider than the phone.
      const overflow = await panel.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
