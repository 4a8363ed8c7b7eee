/** Room and rent ids carry their keys; payment references are identified by a hash of the trimmed text. */
import { describe, expect, it } from 'vitest';
import { feeIdOf, parseFeeId, parseRentId, parseRoomId, referenceHash, rentIdOf, roomIdOf } from '../../functions/rent/ids.ts';
import * as keys from '../../functions/rent/keys.ts';
import { compareRoomNumbers } from '../../functions/rent/services/rooms.ts';

const ROOM = '01HZX5V7Q8R9S0T1V2W3X4Y5Z6';
const RENT = '01HZX5V7Q8R9S0T1V2W3X4Y5Z7';

describe('room and rent ids', () => {
  it('round-trip through their parts', () => {
    const roomId = roomIdOf(12, 3, ROOM);
    expect(roomId).toBe(`12-3-${ROOM}`);
    expect(parseRoomId(roomId)).toEqual({ roomId, buildingNumber: 12, level: 3, roomUlid: ROOM });
    const rentId = rentIdOf(roomId, RENT);
    expect(parseRentId(rentId)).toEqual({ roomId, rentId, buildingNumber: 12, level: 3, roomUlid: ROOM, rentUlid: RENT });
  });

  it.each([
    '',
    'garbage',
    `0-1-${ROOM}`,
    `12-0-${ROOM}`,
    `012-1-${ROOM}`,
    `12-1000-${ROOM}`,
    `1234567890-1-${ROOM}`,
    `12-1-${ROOM.toLowerCase()}`,
    `12-1-${ROOM}U`,
    `12-1-${ROOM.slice(1)}`,
    `12-1-${ROOM}-${RENT}`,
    `-12-1-${ROOM}`,
  ])('a room id that is not one of ours parses to null: %j', (id) => {
    expect(parseRoomId(id)).toBeNull();
  });

  it('rent ids need all four parts; non-strings are refused', () => {
    expect(parseRentId(roomIdOf(1, 1, ROOM))).toBeNull();
    expect(parseRentId(`${roomIdOf(1, 1, ROOM)}-${RENT}-x`)).toBeNull();
    expect(parseRentId(42)).toBeNull();
    expect(parseRoomId(null)).toBeNull();
  });

  it('keys sort buildings and levels numerically (company prefixes: company-keys.test.ts)', () => {
    expect(keys.room('c1', 12, 3, ROOM)).toEqual({ pk: 'C#c1#B#0000000012', sk: `ROOM#003#${ROOM}` });
    expect(keys.building('c1', 9).sk < keys.building('c1', 10).sk).toBe(true);
    expect(keys.roomsOfLevelPrefix(2) < keys.roomsOfLevelPrefix(10)).toBe(true);
    expect(keys.dueRentIndex('c1', '2025-03-01', RENT)).toEqual({ gsi2pk: 'C#c1#DUE', gsi2sk: `2025-03-01#${RENT}` });
  });
});

describe('late fee ids and keys', () => {
  it('a fee id names its rent, period and seq, and its key sorts by period then seq', () => {
    const rentId = rentIdOf(roomIdOf(12, 3, ROOM), RENT);
    const feeId = feeIdOf(rentId, '2026-02-01', 7);
    expect(feeId).toBe(`${rentId}-2026-02-01-007`);
    expect(parseFeeId(` ${feeId} `)).toEqual({ rent: parseRentId(rentId), periodStart: '2026-02-01', seq: 7 });
    for (const bad of [rentId, `${rentId}-2026-02-01`, `${rentId}-2026-02-01-7`, `x-2026-02-01-001`, 42, null])
      expect(parseFeeId(bad)).toBeNull();
    expect(keys.lateFee('c1', 12, RENT, '2026-02-01', 7)).toEqual({ pk: 'C#c1#B#0000000012', sk: `FEE#${RENT}#2026-02-01#007` });
    expect(keys.lateFee('c1', 12, RENT, '2026-02-01', 9).sk < keys.lateFee('c1', 12, RENT, '2026-02-01', 10).sk).toBe(true);
    expect(keys.lateFee('c1', 12, RENT, '2026-02-01', 999).sk < keys.lateFee('c1', 12, RENT, '2026-03-01', 1).sk).toBe(true);
  });
});

describe('payment references', () => {
  it('the same reference, trimmed, has the same hash; another reference another', () => {
    expect(referenceHash('  TX-1 ')).toBe(referenceHash('TX-1'));
    expect(referenceHash('TX-1')).not.toBe(referenceHash('TX-2'));
    expect(referenceHash('tx-1')).not.toBe(referenceHash('TX-1'));
    expect(referenceHash('x'.repeat(1000))).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('room number order', () => {
  it('is natural and case-insensitive', () => {
    expect(['10', '2', 'a10', 'A2', '1'].sort(compareRoomNumbers)).toEqual(['1', '2', '10', 'A2', 'a10']);
  });
});
