import { desc } from 'drizzle-orm';
import { contactMessages } from '@yolla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestState } from '../../../tests/unit/guest-state.ts';
import { posted } from '../../../tests/unit/forms.ts';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { loadOffices, sendContactMessage } from './contact.server.ts';

let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const post = (fields: Record<string, string>) => posted('http://localhost:3000/az/contact', fields);

describe('the contact page', () => {
  it('shows the offices with their phones as people read them and their week in the page language', async () => {
    const offices = await loadOffices(guestState(live.baseUrl, { lang: 'ru', locale: 'ru' }));
    expect(offices?.map((office) => office.country).sort()).toEqual(['AZ', 'GE', 'UZ']);
    const baku = offices?.find((office) => office.country === 'AZ');
    expect(baku?.phoneViews[0]?.text).toMatch(/^\+994 /);
    expect(baku?.week[0]?.name).toBe('понедельник');
  });

  it('sends a valid message and shows the API’s thanks as a toast, then comes back to the form', async () => {
    const state = guestState(live.baseUrl, { lang: 'az', locale: 'az', path: '/contact' });
    const outcome = await sendContactMessage(
      post({
        name: 'Rəşad',
        reply_to: '+994 50 123 45 67',
        topic: 'customs',
        text: 'Gömrük limiti barədə sualım var.',
      }),
      state,
    );
    expect(outcome).toEqual({ ok: true, redirectTo: '/az/contact#message' });
    expect(state.toasts).toEqual([
      expect.objectContaining({ type: 'success', message: expect.stringMatching(/Mesajınız/) }),
    ]);
    const [stored] = await live.api.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({ name: 'Rəşad', topic: 'customs', locale: 'az' });
  });

  it('refuses a bad form with each field’s reason in the page language and keeps what was typed', async () => {
    const state = guestState(live.baseUrl, { lang: 'ru', locale: 'ru', path: '/contact' });
    const outcome = await sendContactMessage(
      post({ name: 'Анна', reply_to: 'где-то', topic: 'parcel', text: 'Привет' }),
      state,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(Object.keys(outcome.fields).sort()).toEqual(['reply_to', 'text']);
    expect(outcome.fields.reply_to).toMatch(/телефон/);
    expect(outcome.values).toMatchObject({ name: 'Анна', reply_to: 'где-то', text: 'Привет' });
  });
});
