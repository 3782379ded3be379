// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callsIn, callWidgets, widgetNames, widgetsByCallId } from '../../build.mjs';
import { CALLS } from '../../contract/calls';
import { openApiDocument } from '../../contract/openapi';

const names = await widgetNames();
const byId = widgetsByCallId(CALLS, await callWidgets(names));
const doc = openApiDocument(undefined, byId) as { paths: Record<string, Record<string, { operationId: string; 'x-shop-widgets': string[]; description: string }>> };
const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
const widgetsOf = (id: string) => operations.find((operation) => operation.operationId === id)!['x-shop-widgets'];

describe('x-shop-widgets: the widgets that make each call, from the code', () => {
  it('names the widgets known to make a call, and only them', () => {
    expect(widgetsOf('getAuthStatus')).toContain('login-modal');
    expect(widgetsOf('storeCoupon')).toEqual(['coupon-form']);
    expect(widgetsOf('createParcel')).toEqual(['parcel-form']);
    expect(widgetsOf('getReviews')).toEqual(['product-reviews']);
    expect(widgetsOf('getRecommended')).toEqual(['recommended-products']);
    expect(widgetsOf('getProductCoupons')).toEqual(['product-detail']);
    expect(widgetsOf('storeCartEntry')).toEqual(['product-detail']);
    expect(widgetsOf('placeGuestCodOrder')).toEqual(['guest-checkout']);
    expect(widgetsOf('getSuggestions')).toEqual(['coupon-form', 'search-box']);
  });

  it('gives every operation a sorted list of known widgets, empty only with a reason', () => {
    expect(operations).toHaveLength(CALLS.length);
    for (const operation of operations) {
      const widgets = operation['x-shop-widgets'];
      expect(widgets, operation.operationId).toEqual([...widgets].sort());
      for (const name of widgets) expect(names).toContain(name);
      const call = CALLS.find((entry) => entry.id === operation.operationId)!;
      if (widgets.length === 0) expect(operation.description, call.id).toContain(`No widget makes this call: ${call.madeByNone}`);
      else expect(call.madeByNone, call.id).toBeUndefined();
    }
    expect(operations.filter((operation) => operation['x-shop-widgets'].length === 0).length).toBeLessThan(5);
  });

  it('fails on a call no widget makes without a reason, a stale reason, and a call the catalogue lacks', () => {
    const without = new Map(byId);
    without.delete('storeCoupon');
    expect(() => openApiDocument(undefined, without)).toThrow(
      'contract/calls.ts: no widget makes POST /coupons/store (storeCoupon): remove the call, or say why in its madeByNone',
    );
    const stale = new Map(byId).set('sendEmailCode', ['guest-checkout']);
    expect(() => openApiDocument(undefined, stale)).toThrow(/sendEmailCode says no widget makes it .*, but guest-checkout make POST \/send-otp\/mail: drop its madeByNone/);
    expect(() => widgetsByCallId(CALLS, new Map([['GET /nowhere/{}', ['cart']]]))).toThrow(
      'contract/calls.ts has no entry for GET /nowhere/{}, which cart make',
    );
  });

  it('reads a bundle’s calls, a renamed client and template paths included', () => {
    expect(callsIn('http2.post("/cart/store", x); http.get(`/product/${id}/reviews`)')).toEqual(['POST /cart/store', 'GET /product/{}/reviews']);
  });
});
