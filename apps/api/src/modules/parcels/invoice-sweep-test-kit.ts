import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { defineModule, type Services } from '../../http/module.ts';

/**
 * An API for the invoice sweep's tests (PGlite and PostgreSQL alike), with the file store's service as the app wires
 * it (the sweep removes objects through it) and the parcels' rate limits lifted.
 */
export async function invoiceSweepApi(): Promise<{ api: TestApi; files: Services['files'] }> {
  let files: Services['files'] | null = null;
  const probe = defineModule({ name: 'test-files-probe', setup: ({ services }) => ((files = services.files), {}) });
  const api = await createTestApi({
    modules: [probe],
    env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' },
  });
  if (!files) throw new Error('the files service was not wired');
  return { api, files };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a small PDF invoice as `who`; answers its file id. */
export async function uploadInvoice(api: TestApi, who: SignedIn): Promise<string> {
  const form = new FormData();
  form.append('invoice', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'receipt.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const answer = await callAs(api, who, 'POST', '/parcels/invoices', {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  if (answer.statusCode !== 200) throw new Error(`upload: ${answer.statusCode} ${answer.body}`);
  return answer.json().data.id as string;
}
