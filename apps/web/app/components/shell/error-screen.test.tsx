// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/unit/render.tsx';
import { AppErrorScreen } from './error-screen.tsx';

describe('the generic error screen', () => {
  it('shows the status code with ERROR, the heading and the text, in English', async () => {
    renderInApp(<AppErrorScreen error={new Error('database exploded')} />);
    expect((await screen.findByTestId('error-status')).textContent).toBe('500 ERROR');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("It's not you, it's us!");
    expect(screen.getByText("The page you are looking has a problem, but it's your probably fault...")).toBeTruthy();
    expect(screen.queryByText(/database exploded/)).toBeNull();
  });

  it('is translated, e.g. into Azerbaijani', async () => {
    renderInApp(<AppErrorScreen error={new Error('x')} />, { locale: 'az' });
    expect((await screen.findByTestId('error-status')).textContent).toBe('500 XƏTA');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Problem sizdə deyil, bizdədir!');
  });

  it('Go home clears the error and goes to /', async () => {
    const { router } = renderInApp(<AppErrorScreen error={new Error('x')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Go home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('names the path on a 404', async () => {
    const notFound = data(null, { status: 404 });
    const response = { status: 404, statusText: 'Not Found', internal: false, data: notFound.data };
    renderInApp(<AppErrorScreen error={response} />, { path: '/ru/nope', locale: 'ru' });
    expect((await screen.findByTestId('not-found-path')).textContent).toBe('Страница не найдена: /ru/nope');
  });
});
