import { parcelInvoiceEndpoint, parcelPhotoEndpoint, storedFileIdSchema } from '@yolla/contract';
import type { Route } from './+types/parcel-file';
import { parcelIdOf } from '../features/packages/package.server.ts';
import { ApiRequestError } from '../lib/api.server.ts';
import { requestState } from '../lib/request.server.ts';

/** The headers of the API's file answer that travel on to the browser: what it is, how to open it, its protection. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  'cache-control',
] as const;

/**
 * A parcel's invoice (`…/invoice`) or warehouse photo (`…/photos/{file}`, `?size=full` for the original), streamed
 * through from the API with its headers: the browser never holds the bearer token. The API answers 404 for a parcel
 * or file that is not the customer's, and this route answers the same.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const state = requestState(context);
  if (!state.session.auth) return new Response(null, { status: 401, headers: { 'cache-control': 'no-store' } });
  const id = parcelIdOf(params.id);
  try {
    let file;
    if (params.file === 'invoice') {
      file = await state.api.download(parcelInvoiceEndpoint, { params: { id } });
    } else {
      const fileId = storedFileIdSchema.safeParse(params.file);
      if (!fileId.success) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
      const size = new URL(request.url).searchParams.get('size') === 'full' ? 'full' : 'phone';
      file = await state.api.download(parcelPhotoEndpoint, { params: { id, file_id: fileId.data }, query: { size } });
    }
    const headers = new Headers();
    for (const name of PASSED_ON) {
      const value = file.headers[name];
      if (value !== undefined) headers.set(name, value);
    }
    if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-store');
    return new Response(new Uint8Array(file.bytes), { status: 200, headers });
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return new Response(null, { status: error.status, headers: { 'cache-control': 'no-store' } });
    }
    throw error;
  }
}
