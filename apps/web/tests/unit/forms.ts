/** A form post to a page, as the browser sends it without JavaScript. */
export function posted(url: string, fields: Record<string, string>): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return new Request(url, { method: 'POST', body: form });
}
