import { customsMeterEndpoint, type CustomsMeter } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';

/** The customer's customs meter, or null when the API could not answer (the page then goes without it). */
export async function customsMeter(state: RequestState): Promise<CustomsMeter | null> {
  try {
    return (await state.api.call(customsMeterEndpoint, {}, { toast: false })).data;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
