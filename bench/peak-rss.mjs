// Preloaded into a measured child (`node --import ./bench/peak-rss.mjs ...`):
// on exit it writes the process's peak resident set size in bytes to the file
// named by BENCH_PEAK_RSS_FILE, so a build's memory is its own, not the bench's.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_PEAK_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
