import { describe, expect, it } from 'vitest';
import { linkView, optionsOf, rateText } from './buy-for-me-format.server.ts';

describe('the buy-for-me pages’ formatting', () => {
  it('writes the API’s exact rate, a decimal or a quotient, as the page’s language writes numbers', () => {
    expect(rateText('1.7', 'en')).toBe('1.7');
    expect(rateText('2/85', 'en')).toBe('0.0235294');
    expect(rateText('2/85', 'ru')).toBe('0,0235294');
    expect(rateText('12650', 'en')).toBe('12,650');
    expect(rateText('not a rate', 'en')).toBe('not a rate');
  });

  it('shows a product link as its host and path, opening only http and https addresses', () => {
    expect(linkView('https://www.trendyol.com/en/p/shoes-p-1?boutique=1&merchant=2')).toEqual({
      href: 'https://www.trendyol.com/en/p/shoes-p-1?boutique=1&merchant=2',
      text: 'trendyol.com/en/p/shoes-p-1',
    });
    expect(linkView('http://shop.example/')).toEqual({ href: 'http://shop.example/', text: 'shop.example' });
    expect(linkView(`https://shop.example/${'a'.repeat(100)}`).text).toHaveLength(60);
    expect(linkView('javascript:alert(1)')).toEqual({ href: null, text: 'javascript:alert(1)' });
    expect(linkView('not a link').href).toBeNull();
  });

  it('joins an item’s colour and size, leaving out the ones not given', () => {
    expect(optionsOf({ color: 'White', size: '42' })).toBe('White · 42');
    expect(optionsOf({ color: null, size: 'M' })).toBe('M');
    expect(optionsOf({})).toBe('');
  });
});
