import autocannon from 'autocannon';
for (const url of process.argv.slice(2)) {
const r = await autocannon({ url, connections: 10, duration: 5 });
console.log(url, r.requests.average, r.latency.p50, r.latency.p99, r.non2xx, r.errors);
}
