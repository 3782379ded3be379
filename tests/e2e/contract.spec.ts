import { expect } from '@playwright/test';
import { CALLS } from '../../contract/calls';
import { test } from './helpers';

/**
 * The contracts (docs/backend.md#the-backend-contract) reach a backend's developers where the kit
 * is published. The demo shop serves dist/ under /build as a Laravel shop's public/build would, and
 * /__demo/api links the OpenAPI document there.
 */
test('the demo shop serves the OpenAPI document and the props schema from the build, and /__demo/api links it', async ({ page, request }) => {
  const openapi = await request.get('/build/openapi.json');
  expect(openapi.status()).toBe(200);
  const document = (await openapi.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
  expect(document.openapi).toBe('3.1.0');
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
  expect(operations.sort()).toEqual(CALLS.map((call) => call.id).sort());

  const schema = await request.get('/build/widgets.schema.json');
  expect(schema.status()).toBe(200);
  expect(((await schema.json()) as { $schema: string }).$schema).toBe('https://json-schema.org/draft/2020-12/schema');

  await page.goto('/__demo/api');
  await expect(page.getByRole('heading', { level: 1, name: 'The backend contract' })).toBeVisible();
  await page.getByRole('link', { name: /openapi\.json/ }).first().click();
  await expect(page).toHaveURL(/\/build\/openapi\.json$/);
});
