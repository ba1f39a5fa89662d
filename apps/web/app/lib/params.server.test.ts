import { idSchema, marketplaceSchema, trackingNumberSchema } from '@yolla/contract';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notFound, validateParams } from './params.server.ts';

const check = validateParams({ id: idSchema });

function outcome(run: () => void): string {
  try {
    run();
    return 'ok';
  } catch (thrown) {
    const value = thrown as { type?: string; init?: { status?: number }; data?: { message?: string } };
    return value.init?.status === 404 ? `404 ${value.data?.message}` : 'other';
  }
}

describe('route parameter validation', () => {
  it('lets valid parameters through', () => {
    expect(
      outcome(() => check({ params: { id: '42' }, request: new Request('http://x/en/cabinet/packages/42') })),
    ).toBe('ok');
  });

  it('turns a bad parameter into the 404 page', () => {
    expect(
      outcome(() => check({ params: { id: 'abc' }, request: new Request('http://x/en/cabinet/packages/abc') })),
    ).toBe('404 Page not found: /en/cabinet/packages/abc');
    const tracking = validateParams({ tracking: trackingNumberSchema });
    expect(
      outcome(() => tracking({ params: { tracking: 'abc' }, request: new Request('http://x/en/tracking/abc') })),
    ).toMatch(/^404/);
    const market = validateParams({ marketplace: marketplaceSchema });
    expect(
      outcome(() =>
        market({ params: { marketplace: 'amazon' }, request: new Request('http://x/en/cabinet/amazon-sms') }),
      ),
    ).toMatch(/^404/);
    expect(
      outcome(() =>
        market({ params: { marketplace: 'trendyol' }, request: new Request('http://x/en/cabinet/trendyol-sms') }),
      ),
    ).toBe('ok');
  });

  it('names the path without the data suffix of client navigations', () => {
    const response = notFound(new Request('http://x/en/nope.data'));
    expect(isRouteErrorResponse(response)).toBe(false);
    expect(response.data).toEqual({ message: 'Page not found: /en/nope', path: '/en/nope' });
  });
});
