import { Writable } from 'node:stream';
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readHandoff, renderDocument } from './render-document.server.tsx';

type Handoff = Pick<EntryContext, 'serverHandoffStream' | 'renderMeta'>;

/** What React's streaming renderer sends for the element once everything is ready: the reference. */
function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString());
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const options = { nonce: 'n0nce', timeoutMs: 1000, onError: () => undefined };

const Page = ({ children }: { children?: ReactNode }) => (
  <html lang="ka">
    <head>
      <title>პარამეტრები | Yolla</title>
    </head>
    <body>
      <main className="page" data-x="1">
        <p>
          ფული: {12.5} ₾ & «ციტატა» <b>{'<script>'}</b>
        </p>
        {children}
      </main>
    </body>
  </html>
);

describe('a page rendered in one piece', () => {
  it('has the markup the streaming renderer sends, doctype and escaping included', async () => {
    const document = await renderDocument(<Page />, options);
    expect(document.failed).toBe(false);
    expect(document.html.toString()).toBe(await streamed(<Page />));
    expect(document.html.toString()).toMatch(/^<!DOCTYPE html><html lang="ka">/);
  });

  it('waits for a part that suspends instead of leaving it to the browser', async () => {
    const Later = lazy(async () => ({ default: () => <section>arrived</section> }));
    const element = (
      <Page>
        <Suspense fallback={<i>loading</i>}>
          <Later />
        </Suspense>
      </Page>
    );
    const document = await renderDocument(element, options);
    expect(document.html.toString()).toContain('<section>arrived</section>');
    expect(document.html.toString()).not.toContain('loading');
    expect(document.failed).toBe(false);
  });

  it('says it failed when a part fails to render, and refuses a page whose frame fails', async () => {
    const Broken = (): ReactNode => {
      throw new Error('broken part');
    };
    const errors: unknown[] = [];
    const inBoundary = await renderDocument(
      <Page>
        <Suspense fallback={<i>fallback</i>}>
          <Broken />
        </Suspense>
      </Page>,
      { ...options, onError: (error) => errors.push(error) },
    );
    expect(inBoundary.failed).toBe(true);
    expect(errors).toHaveLength(1);
    await expect(renderDocument(<Broken />, options)).rejects.toThrow('broken part');
  });
});

describe("the page's loader data", () => {
  it('is read to its end before rendering, one cache entry per chunk as React Router reads them', async () => {
    const context: Handoff = { serverHandoffStream: streamOf('[{"_1":2}', ',"ქ"]'), renderMeta: {} };
    await readHandoff(context);
    const cache = context.renderMeta?.streamCache ?? {};
    expect(Object.keys(cache)).toEqual(['0', '1', '2']);
    expect(cache[0]?.result).toEqual({ done: false, value: '[{"_1":2}' });
    expect(cache[1]?.result).toEqual({ done: false, value: ',"ქ"]' });
    expect(cache[2]?.result).toEqual({ done: true, value: '' });
    // React Router takes its own reader afterwards, and finds the stream finished.
    expect(await context.serverHandoffStream?.getReader().read()).toEqual({ done: true, value: undefined });
  });

  it('is left alone when the page has none', async () => {
    const context: Handoff = { renderMeta: {} };
    await readHandoff(context);
    expect(context.renderMeta).toEqual({});
  });
});
