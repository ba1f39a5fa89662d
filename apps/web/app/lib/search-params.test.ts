import { describe, expect, expectTypeOf, it } from 'vitest';
import { param, searchSchema, type SearchValues } from './search-params.ts';

/** A parcel list as the new screens will declare it: filters, sort, page number, a tab and a confirm step. */
const parcels = searchSchema({
  status: param.many(['waiting', 'in_transit', 'arrived']),
  sort: param.oneOf(['newest', 'oldest', 'weight'], 'newest'),
  page: param.page(),
  tab: param.oneOf(['all', 'mine'], 'all'),
  q: param.text(20),
  remove: param.id(),
  add: param.flag(),
  to: param.oneOf(['AZ', 'UZ', 'GE'], null),
});

type Parcels = SearchValues<typeof parcels>;
const DEFAULTS: Parcels = {
  status: [],
  sort: 'newest',
  page: 1,
  tab: 'all',
  q: '',
  remove: null,
  add: false,
  to: null,
};

describe('a page’s query', () => {
  it('is typed from its declaration', () => {
    expectTypeOf(parcels.parse('')).toEqualTypeOf<{
      status: ('waiting' | 'in_transit' | 'arrived')[];
      sort: 'newest' | 'oldest' | 'weight';
      page: number;
      tab: 'all' | 'mine';
      q: string;
      remove: string | null;
      add: boolean;
      to: 'AZ' | 'UZ' | 'GE' | null;
    }>();
  });

  it('gives every default for an address without a query', () => {
    expect(parcels.parse(new URL('https://yolla.test/en/cabinet/packages'))).toEqual(DEFAULTS);
    expect(parcels.parse('')).toEqual(DEFAULTS);
  });

  it('reads each value from a request, a URL, a location’s search or its parameters alike', () => {
    const query = '?status=arrived&status=waiting&sort=weight&page=3&tab=mine&q=%20Baku%20&remove=7&add&to=GE';
    const expected = {
      status: ['waiting', 'arrived'],
      sort: 'weight',
      page: 3,
      tab: 'mine',
      q: 'Baku',
      remove: '7',
      add: true,
      to: 'GE',
    };
    expect(parcels.parse(new Request(`https://yolla.test/en/cabinet/packages${query}`))).toEqual(expected);
    expect(parcels.parse(new URL(`https://yolla.test/x${query}`))).toEqual(expected);
    expect(parcels.parse(query)).toEqual(expected);
    expect(parcels.parse(query.slice(1))).toEqual(expected);
    expect(parcels.parse(new URLSearchParams(query))).toEqual(expected);
  });

  it('reads a GET form’s fields, files left aside', () => {
    const form = new FormData();
    form.append('status', 'in_transit');
    form.append('status', 'arrived');
    form.append('sort', 'oldest');
    form.append('q', 'lamp');
    form.append('picture', new File(['x'], 'x.png'));
    expect(parcels.parse(form)).toMatchObject({ status: ['in_transit', 'arrived'], sort: 'oldest', q: 'lamp' });
  });

  it('falls back to the default for each value it cannot read, and says which', () => {
    const hostile = '?status=lost&status=arrived&sort=DROP%20TABLE&page=two&tab=&remove=%3Cscript%3E&to=us';
    const { values, unreadable } = parcels.read(hostile);
    expect(values).toEqual({ ...DEFAULTS, status: ['arrived'] });
    expect(unreadable).toEqual(['sort', 'page', 'tab', 'remove', 'to']);
    for (const page of ['0', '-1', '1.5', '1e3', '10000', '', ' 2']) {
      expect(parcels.read(`?page=${encodeURIComponent(page)}`), page).toEqual({
        values: DEFAULTS,
        unreadable: ['page'],
      });
    }
    expect(parcels.parse('?page=9999').page).toBe(9999);
    expect(parcels.parse(`?q=${'x'.repeat(50)}`).q).toBe('x'.repeat(20));
    expect(parcels.parse(`?remove=${'a'.repeat(65)}`).remove).toBeNull();
  });

  it('reads a choice people type in any case when told to, and writes its own spelling', () => {
    const destination = searchSchema({ to: param.oneOf(['AZ', 'UZ', 'GE'], null, { ignoreCase: true }) });
    expect(destination.parse('?to=ge').to).toBe('GE');
    expect(destination.search(destination.parse('?to=uZ'))).toBe('?to=UZ');
    expect(parcels.read('?sort=OLDEST')).toMatchObject({ values: { sort: 'newest' }, unreadable: ['sort'] });
  });

  it('takes the first of repeated single values, and names it ignores are no one’s business', () => {
    expect(parcels.parse('?sort=oldest&sort=weight&page=2&page=5&utm_source=x')).toMatchObject({
      sort: 'oldest',
      page: 2,
    });
  });

  it('writes only what differs from the defaults, in the declared order, so addresses stay short', () => {
    expect(parcels.search({})).toBe('');
    expect(parcels.search(DEFAULTS)).toBe('');
    expect(parcels.search({ page: 1, sort: 'newest', q: '', add: false, remove: null })).toBe('');
    expect(parcels.search({ page: 2, status: ['arrived', 'waiting'], sort: 'oldest' })).toBe(
      '?status=waiting&status=arrived&sort=oldest&page=2',
    );
    expect(parcels.search({ add: true })).toBe('?add');
    expect(parcels.search({ remove: 'a1b2-c3' })).toBe('?remove=a1b2-c3');
  });

  it('encodes what it writes, and reads back what it wrote', () => {
    const values: Parcels = { ...DEFAULTS, q: 'a&b=c #1 ü', status: ['in_transit'], to: 'UZ', page: 12 };
    const written = parcels.search(values);
    expect(written).toBe('?status=in_transit&page=12&q=a%26b%3Dc%20%231%20%C3%BC&to=UZ');
    expect(parcels.parse(written)).toEqual(values);
  });

  it('builds a link from a path, with a fragment when given', () => {
    expect(parcels.href('/en/cabinet/packages', { page: 2 })).toBe('/en/cabinet/packages?page=2');
    expect(parcels.href('/en/cabinet/packages', { page: 1 })).toBe('/en/cabinet/packages');
    expect(parcels.href('/en/cabinet/packages', { remove: '9' }, 'list')).toBe('/en/cabinet/packages?remove=9#list');
  });

  it('lets pages share names by spreading another declaration’s fields', () => {
    const back = searchSchema({ redirect: param.text(2000) });
    const identify = searchSchema({ ...back.fields, code: param.text(2000), error: param.flag() });
    expect(identify.parse('?redirect=%2Fen%2Fcabinet%3Fpage%3D2&code=abc')).toEqual({
      redirect: '/en/cabinet?page=2',
      code: 'abc',
      error: false,
    });
    expect(back.href('/en/login', { redirect: '/en/cabinet/packages?page=2' })).toBe(
      '/en/login?redirect=%2Fen%2Fcabinet%2Fpackages%3Fpage%3D2',
    );
  });
});
