/**
 * First- or third-party: whether two hosts are on one site, as browsers
 * compare them. Its own module because the Public Suffix List is large: only
 * the cookie audit's browser part (cli/audit/request-log.ts) loads it, not
 * every `dsp` command that reads the audit's types.
 */
import { getDomain } from 'tldts';

/**
 * The site of a host as browsers compare them (their "registrable domain"):
 * one label more than its public suffix, so `cdn.shop.ch` and `www.shop.ch`
 * are one site, and `a.co.uk` and `b.co.uk` two. An IP address, `localhost`,
 * or a host that is itself a public suffix is only itself.
 *
 * Why tldts: the Public Suffix List has some 10,000 rules (two-label ones
 * such as `co.uk`, `com.au`, wildcards, exceptions, private registries like
 * `github.io`) and changes every month; a hand list would be wrong soon.
 * tldts is the maintained packaging of it, MIT, no Node or DOM APIs (core
 * stays pure), about 140 KB minified. Private registries count, as in
 * Chromium's notion of a site: `a.github.io` and `b.github.io` are two.
 *
 * @example siteOf('www.shop.example.ch') // 'example.ch'
 * @example siteOf('shop.example.co.uk') // 'example.co.uk'
 */
export function siteOf(host: string): string {
  const bare = host.toLowerCase().replace(/\.$/, '');
  return getDomain(bare, { allowPrivateDomains: true, extractHostname: false }) ?? bare;
}

/** Whether two hosts are on the same site (siteOf). */
export function sameSite(a: string, b: string): boolean {
  return siteOf(a) === siteOf(b);
}
