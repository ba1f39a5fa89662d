import autocannon from 'autocannon';
const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-US,en;q=0.9' };
for (let i = 0; i < 3; i++) {
  const r = await autocannon({ url: 'http://127.0.0.1:3999/en', connections: 50, duration: 4, headers });
  console.log('programmatic', r.requests.mean, 'p50', r.latency.p50, 'p99', r.latency.p99, 'max', r.latency.max);
}
