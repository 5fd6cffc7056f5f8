import { axeViolations, showColourMode } from './colour-mode-axe';
import { expect, route, test } from './fixtures';

// The test build's event APIs (issue 33, lib/config/test-build.ts): 'events', an AsyncAPI 3.0 document in
// three files (tests/fixtures/asyncapi/greenhouse) versioned against a 1.0, and 'events-2-6' (2.6).
const API = '/api/corpus/events';

test('a channel shows its address and bindings, an operation its direction and its message payload tree', async ({ page }) => {
  await page.goto(route(API));
  const channel = page.locator('[id="channel/readings"]');
  await expect(channel).toContainText('Address greenhouse/{houseId}/readings');
  await expect(channel.getByRole('table', { name: 'Kafka binding of channel readings' })).toContainText('topicConfiguration.retention.ms');
  const op = page.locator('[id="operation/publishReading"]');
  await expect(op.locator('[data-method="SEND"]').first()).toBeVisible();
  await expect(op).toContainText('The application sends these messages to the channel');
  const message = op.locator('[id="message/reading"]');
  await expect(message).toContainText('Correlation id at $message.payload#/readingId');
  await expect(message).toContainText('soilMoisture');
  await expect(message).toContainText('Volumetric water content of the soil.');
  // An Avro payload is a tree too; a Protobuf one is shown as its source.
  await expect(page.locator('[id="message/climate"]')).toContainText('humidity');
  await expect(page.locator('[id="message/legacyFrame"]')).toContainText('a schema format this reference does not draw');
  await expect(op.locator(':scope > aside')).toContainText('# Kafka record produced to topic greenhouse/{houseId}/readings');

  await page.goto(route('/api/corpus/events-2-6'));
  await expect(page.locator('[id="operation/commandCrane"]')).toContainText(
    'AsyncAPI 2.x "publish": others publish what the application receives.',
  );
});

test('search finds a message by a payload field, the twin lists the field, docs link to channel and message', async ({ page, request }) => {
  await page.goto(route(API));
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('combobox').fill('soilMoisture');
  // The message is a result of its own (the schema its payload names is another).
  await expect(dialog.getByRole('option', { name: /Bed reading/ }).first()).toBeVisible();

  const twin = await (await request.get(route(`${API}.md`))).text();
  expect(twin).toContain('- Message **Bed reading** (`reading`, content type `application/json`)');
  expect(twin).toMatch(/`soilMoisture`/);

  await page.goto(route('/docs/zz-event-links/event-api-links'));
  await expect(page.getByRole('link', { name: 'The readings channel', exact: true })).toHaveAttribute(
    'href',
    route(`${API}#channel/readings`),
  );
  await expect(page.getByRole('link', { name: 'A bed reading', exact: true })).toHaveAttribute('href', route(`${API}#message/reading`));
});

test('the changelog of 1.0 → 2.0 marks a removed field and header of a sent message as breaking', async ({ page }) => {
  await page.goto(route(`${API}/changelog`));
  const removed = page.locator(
    'section[data-operation="operation SEND /greenhouse/{}/readings"] li[data-rule="response-property-removed"]',
  );
  await expect(removed).toContainText('Breaking');
  await expect(removed).toContainText('airTemperature');
  // The changed operation is found in both versions' references, and shown at its topic as written (no leading "/").
  const readings = page.locator('section[data-operation="operation SEND /greenhouse/{}/readings"]');
  await expect(readings.locator('a[data-version="v2"]')).toHaveAttribute('href', route(`${API}#operation/publishReading`));
  await expect(readings.getByRole('heading').locator('code')).toHaveText('greenhouse/{houseId}/readings');
  // A header receivers read is gone: breaking, in the event's words.
  const header = page.locator('section[data-operation="operation SEND /greenhouse/{}/vents"] li[data-rule="response-property-removed"]');
  await expect(header).toContainText(
    'Breaking message sent ventCommand header priority: removed: receivers reading a removed field find nothing.',
  );
  await expect(page.locator('section[data-operation="operation RECEIVE /alerts"]').getByRole('heading')).toContainText('Added');
  // And the reference badges it.
  await page.goto(route(API));
  await expect(page.locator('[id="operation/publishReading"] [data-version-badge="changed"]')).toHaveText('Changed in v2');
});

test('the event reference is axe clean in light and dark mode', async ({ page }) => {
  // Two full axe passes over a long page take about 25 s on this shared machine.
  test.slow();
  await page.goto(route(API));
  for (const mode of ['light', 'dark'] as const) {
    await showColourMode(page, mode);
    expect(await axeViolations(page, { bestPractice: true })).toEqual([]);
  }
});
