import { WALLET_CURRENCIES, WALLET_TRANSACTION_KINDS } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, LINE_KINDS, isFiltered, walletSearch } from './wallet-search.ts';

describe('the wallet page’s query', () => {
  it('spells the contract’s currencies and kinds of line', () => {
    expect(CURRENCIES).toEqual(WALLET_CURRENCIES);
    expect(LINE_KINDS).toEqual(WALLET_TRANSACTION_KINDS);
  });

  it('reads the history’s filters and page, and leaves out what it cannot read', () => {
    const query = walletSearch.parse('?currency=USD&kind=refund&from=2026-11-01&to=2026-11-30&page=2');
    expect(query).toMatchObject({ currency: 'USD', kind: 'refund', from: '2026-11-01', to: '2026-11-30', page: 2 });
    expect(isFiltered(query)).toBe(true);
    const unreadable = walletSearch.parse('?currency=EUR&kind=gift&from=2026-02-30&to=yesterday&page=0');
    expect(unreadable).toMatchObject({ currency: null, kind: null, from: null, to: null, page: 1 });
    expect(isFiltered(unreadable)).toBe(false);
    // An empty date field of the filter form is no filter.
    expect(walletSearch.parse('?from=&to=').from).toBeNull();
  });

  it('reads the pay page’s shortcut, and writes short addresses', () => {
    const query = walletSearch.parse('?top_up_amount=1250&top_up_currency=AZN&return=%2Fen%2Fcabinet%2Fwallet%2Fpay');
    expect(query).toMatchObject({ top_up_amount: 1250, top_up_currency: 'AZN', return: '/en/cabinet/wallet/pay' });
    expect(walletSearch.parse('?top_up_amount=12.50').top_up_amount).toBeNull();
    expect(walletSearch.href('/en/cabinet/wallet', { currency: 'USD', page: 1, from: null })).toBe(
      '/en/cabinet/wallet?currency=USD',
    );
  });
});
