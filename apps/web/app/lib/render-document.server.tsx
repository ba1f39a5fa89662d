import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';

/** A boundary that the string renderer left for the browser to render (something in it suspended). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Reads the page's loader data (React Router's handoff stream) to its end and puts each chunk where React Router's
 * `StreamTransfer` looks before it reads the stream itself (`renderMeta.streamCache`, one entry per chunk, then the
 * end), so that rendering the page never waits: the same scripts, in the same order, as when it reads them itself.
 */
export async function readHandoff(context: Pick<EntryContext, 'serverHandoffStream' | 'renderMeta'>): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  context.renderMeta ??= {};
  const cache = (context.renderMeta.streamCache ??= {});
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  try {
    for (let identifier = 0; ; identifier++) {
      const { done, value } = await reader.read();
      const result = { done, value: decoder.decode(value, { stream: true }) };
      cache[identifier] = Object.assign(Promise.resolve(), { result });
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

export interface RenderOptions {
  nonce: string | undefined;
  /** How long the streaming renderer may wait before it gives up on what is still pending. */
  timeoutMs: number;
  onError: (error: unknown) => void;
}

export interface RenderedDocument {
  html: Buffer<ArrayBuffer>;
  /** Whether a part of the page failed to render (reported to `onError`; the page is answered with a 500). */
  failed: boolean;
}

/**
 * The whole document as bytes. React's string renderer first: it writes a page at about a third of the streaming
 * renderer's CPU cost (strings joined once instead of thousands of small copies into byte buffers; decision 0021).
 * It cannot wait for anything, so a page where something suspended (its boundary left to the browser) is rendered
 * again by the streaming renderer, which waits for everything before a byte is sent. Errors outside a boundary
 * reject, as the streaming renderer's shell errors do.
 */
export async function renderDocument(element: ReactNode, options: RenderOptions): Promise<RenderedDocument> {
  const html = renderToString(element);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return { html: Buffer.from(`<!DOCTYPE html>${html}`), failed: false };
  return renderStreaming(element, options);
}

function renderStreaming(element: ReactNode, { nonce, timeoutMs, onError }: RenderOptions): Promise<RenderedDocument> {
  return new Promise<RenderedDocument>((resolve, reject) => {
    // Reported once the page is complete: an error that stops the frame rejects instead (the router reports it).
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        errors.forEach(onError);
        resolve({ html: Buffer.concat(chunks), failed: errors.length > 0 });
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        pipe(collect);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        errors.push(error);
      },
    });
  });
}
