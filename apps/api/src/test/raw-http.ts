import { connect } from 'node:net';

/** Sends bytes as they are on a new connection and reads the answer to its end: status, headers, body. */
export function rawRequest(
  port: number,
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

/** A request whose headers pass the server's 16 KB limit (the probes' `X-Big` of 20,000 bytes). */
export function oversizedRequest(target: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${lines.join('')}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
}
