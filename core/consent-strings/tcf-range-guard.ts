/**
 * A guard run before `@iabtechlabtcf/core` decodes a TC string: the library
 * expands every vendor range into a set, so a hostile string of 4096
 * characters with hundreds of overlapping 1-65535 ranges costs it seconds.
 * A CMP writes ranges that do not overlap, so their spans add up to at most
 * the section's MaxVendorId; this counts the spans (TCF v2 core segment
 * layout) and refuses a string whose ranges cover more.
 */

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// Version through PublisherCC in the TCF v2 core segment: 6+36+36+12+12+6+12+12+6+1+1+12+24+24+1+12 bits.
const FIXED_CORE_BITS = 213;

class Bits {
  private position: number;
  constructor(
    private readonly text: string,
    start: number,
  ) {
    this.position = start;
  }
  read(width: number): number | null {
    let value = 0;
    for (let i = 0; i < width; i += 1) {
      const at = this.position + i;
      const sextet = BASE64URL.indexOf(this.text[Math.floor(at / 6)] ?? '');
      if (sextet === -1) return null;
      value = value * 2 + ((sextet >> (5 - (at % 6))) & 1);
    }
    this.position += width;
    return value;
  }
  skip(width: number): void {
    this.position += width;
  }
}

/** The spans of one vendor section's ranges beyond its MaxVendorId, or null when it is a bitfield or cannot be read. */
function excessOfVendorSection(bits: Bits): number | null {
  const maxVendorId = bits.read(16);
  const isRange = bits.read(1);
  if (maxVendorId === null || isRange === null) return null;
  if (isRange === 0) {
    bits.skip(maxVendorId);
    return 0;
  }
  const entries = bits.read(12);
  if (entries === null) return null;
  let covered = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    const isARange = bits.read(1);
    const start = bits.read(16);
    if (isARange === null || start === null) return null;
    const end = isARange === 1 ? bits.read(16) : start;
    if (end === null) return null;
    covered += Math.max(0, end - start) + 1;
  }
  return Math.max(0, covered - maxVendorId);
}

/**
 * Why the core segment's vendor ranges are no CMP's (they cover more ids than
 * the section has, so they overlap), or null when they are fine or the string
 * is too short to tell (the library then says what is wrong).
 *
 * @example overlappingVendorRanges(tcStringWith730FullRanges) // 'the vendor consent ranges cover 47840820 ids more than ...'
 */
export function overlappingVendorRanges(value: string): string | null {
  const core = value.split('.')[0] ?? '';
  const bits = new Bits(core, FIXED_CORE_BITS);
  for (const section of ['vendor consent', 'vendor legitimate interest']) {
    const excess = excessOfVendorSection(bits);
    if (excess === null) return null;
    if (excess > 0) {
      return `the ${section} ranges cover ${excess} ids more than the section's vendors, so they overlap: no CMP writes that`;
    }
  }
  const restrictions = bits.read(12);
  if (restrictions === null) return null;
  let covered = 0;
  for (let restriction = 0; restriction < restrictions; restriction += 1) {
    bits.skip(8); // purpose id and restriction type
    const entries = bits.read(12);
    if (entries === null) return null;
    for (let entry = 0; entry < entries; entry += 1) {
      const isARange = bits.read(1);
      const start = bits.read(16);
      const end = isARange === 1 ? bits.read(16) : start;
      if (isARange === null || start === null || end === null) return null;
      covered += Math.max(0, end - start) + 1;
    }
  }
  return covered > MAX_RESTRICTED_IDS
    ? `the publisher restrictions cover ${covered} vendor ids, more than ${MAX_RESTRICTED_IDS}: no CMP writes that`
    : null;
}

// A restriction names vendors for one purpose and type; four times every vendor id is more than any CMP writes.
const MAX_RESTRICTED_IDS = 4 * 65_535;
