// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/unit/render.tsx';
import { encodeToasts } from '../../lib/toasts.ts';
import { Toasts } from './toasts.tsx';

const COOKIE = 'yolla_toast';

afterEach(() => {
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
});

describe('flash toasts', () => {
  it('are shown when new data arrives, even if the navigation was never seen busy', async () => {
    let loads = 0;
    // The flash reader as the layout has it, on a route whose data the router can load again.
    const { router } = renderInApp(<Toasts cookieName={COOKIE} />, { loader: () => ({ loads: ++loads }) });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The server's answer set the cookie; the router took new data without a navigation the page could watch.
    document.cookie = `${COOKIE}=${encodeURIComponent(encodeToasts([{ type: 'success', message: 'Your choices are saved.' }]))}; Path=/`;
    await act(async () => {
      await router.revalidate();
    });
    expect(await screen.findByText('Your choices are saved.')).toBeTruthy();
    expect(document.cookie).not.toContain(`${COOKIE}=`);
  });
});
