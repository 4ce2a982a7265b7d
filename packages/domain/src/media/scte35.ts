/**
 * The SCTE-35 `splice_info_section` of a break's start, as an HLS `EXT-X-DATERANGE` carries it in
 * `SCTE35-OUT` (RFC 8216 §4.3.2.7.1): a `splice_insert` out of network, immediate, program-wide,
 * with the break's duration and auto return (SCTE 35 §9.7.3), no descriptors, its CRC-32 last.
 */
const TICKS_PER_SECOND = 90_000;

/** CRC-32/MPEG-2: polynomial 0x04C11DB7, initial all ones, no reflection, no final xor. */
export function mpegCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** Big-endian fields of given bit widths, packed (33-bit times need more than 32-bit integers). */
function packBits(fields: readonly [bits: number, value: number | bigint][]): Uint8Array {
  let all = 0n;
  let width = 0;
  for (const [bits, value] of fields) {
    all = (all << BigInt(bits)) | (BigInt(value) & ((1n << BigInt(bits)) - 1n));
    width += bits;
  }
  const bytes = new Uint8Array(width / 8);
  for (let i = bytes.length - 1; i >= 0; i--) {
    bytes[i] = Number(all & 0xffn);
    all >>= 8n;
  }
  return bytes;
}

export function spliceOut(eventId: number, durationSeconds: number): Uint8Array {
  const command = packBits([
    [32, eventId >>> 0],
    [1, 0], // splice_event_cancel_indicator
    [7, 0x7f],
    [1, 1], // out_of_network_indicator
    [1, 1], // program_splice_flag
    [1, 1], // duration_flag
    [1, 1], // splice_immediate_flag
    [1, 1], // event_id_compliance_flag
    [3, 0x7],
    [1, 1], // break_duration.auto_return
    [6, 0x3f],
    [33, BigInt(Math.round(durationSeconds * TICKS_PER_SECOND))],
    [16, 0], // unique_program_id
    [8, 0], // avail_num
    [8, 0], // avails_expected
  ]);
  const afterLength = packBits([
    [8, 0], // protocol_version
    [1, 0], // encrypted_packet
    [6, 0], // encryption_algorithm
    [33, 0n], // pts_adjustment
    [8, 0], // cw_index
    [12, 0xfff], // tier
    [12, command.length],
    [8, 0x05], // splice_insert
  ]);
  const sectionLength = afterLength.length + command.length + 2 + 4;
  const head = packBits([
    [8, 0xfc], // table_id
    [1, 0], // section_syntax_indicator
    [1, 0], // private_indicator
    [2, 3], // sap_type: not specified
    [12, sectionLength],
  ]);
  const body = new Uint8Array([...head, ...afterLength, ...command, 0, 0]);
  const crc = mpegCrc32(body);
  return new Uint8Array([...body, crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]);
}

/** The hexadecimal-sequence attribute value (`0x…`) HLS writes binary SCTE-35 in. */
export const scte35Hex = (bytes: Uint8Array) =>
  `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
