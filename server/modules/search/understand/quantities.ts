import { readAmount, type Amount } from './amounts.js';
import {
  areaBefore,
  areaUnits,
  atLeastAfter,
  atLeastBefore,
  atMostAfter,
  atMostBefore,
  currencies,
  oneRoom,
  phraseEnd,
  priceBefore,
  rangeJoiners,
  rangeOpeners,
  roomUnits,
  sleepingWord,
  twoRooms,
} from './phrases.js';
import type { Token } from './tokens.js';

/** A price, an area or a number of rooms read from a run of tokens. */
export interface Quantity {
  kind: 'price' | 'area' | 'rooms';
  min?: number;
  max?: number;
  end: number;
}

/** A number with a comparator but no unit is a price from this amount on (`تحت 700000`); below, text. */
export const BARE_PRICE_FROM = 1_000;

type Bound = 'atMost' | 'atLeast' | 'range' | 'none';
type Unit = 'money' | 'area' | 'rooms' | 'none';

const isRoomCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;

/** After a unit of area, a `2` glued or alone is "squared" (م2, m 2). */
function squaredEnd(tokens: readonly Token[], index: number): number {
  return tokens[index]?.number === 2 ? index + 1 : index;
}

function unitAt(tokens: readonly Token[], index: number, amount: number): { unit: Unit; end: number } {
  const money = phraseEnd(tokens, index, currencies);
  if (money !== undefined) return { unit: 'money', end: money };
  const rooms = phraseEnd(tokens, index, roomUnits);
  if (rooms !== undefined) {
    const sleeping = phraseEnd(tokens, rooms, sleepingWord) ?? rooms;
    return { unit: 'rooms', end: sleeping };
  }
  // "4-bedroom"
  const dash = tokens[index];
  if (dash?.form === '-' && dash.glued) {
    const dashed = phraseEnd(tokens, index + 1, roomUnits);
    if (dashed !== undefined) return { unit: 'rooms', end: dashed };
  }
  const area = phraseEnd(tokens, index, areaUnits);
  if (area !== undefined && !(tokens[index]?.form === 'm' && amount < 50 && !tokens[index + 1]?.number)) {
    return { unit: 'area', end: squaredEnd(tokens, area) };
  }
  return { unit: 'none', end: index };
}

interface Reading {
  bound: Bound;
  low?: Amount;
  high: Amount;
  unit: Unit;
  said: 'price' | 'area' | undefined;
  end: number;
}

/** A range's ends: `بين 300 و 400 ألف`, `من مليون الى مليونين`, `300k-400k`, `1 to 2 million`. */
function readRange(
  tokens: readonly Token[],
  start: number,
): { low: Amount; high: Amount; unit: Unit; end: number } | undefined {
  const low = readAmount(tokens, start);
  if (!low) return undefined;
  const lowUnit = unitAt(tokens, low.end, low.value);
  const joinerAt = lowUnit.end;
  const joiner = tokens[joinerAt];
  const gluedAnd = joiner && joiner.form.startsWith('و') && joiner.form.length > 1;
  const highStart = gluedAnd ? joinerAt : phraseEnd(tokens, joinerAt, rangeJoiners);
  if (highStart === undefined) return undefined;
  const high = readAmount(tokens, highStart);
  if (!high || (gluedAnd && high.end === highStart)) return undefined;
  const highUnit = unitAt(tokens, high.end, high.value);
  const borrowed =
    low.multiplier === 1 && high.multiplier > 1 && low.value * high.multiplier <= high.value
      ? { ...low, value: low.value * high.multiplier, multiplier: high.multiplier }
      : low;
  if (borrowed.value > high.value) return undefined;
  const unit = highUnit.unit !== 'none' ? highUnit.unit : lowUnit.unit;
  return { low: borrowed, high, unit, end: highUnit.end };
}

function readBounded(tokens: readonly Token[], start: number): Reading | undefined {
  const said = phraseEnd(tokens, start, areaBefore) !== undefined ? 'area' : undefined;
  const afterSaid = phraseEnd(tokens, start, areaBefore) ?? phraseEnd(tokens, start, priceBefore) ?? start;
  const saidPrice = afterSaid !== start && said === undefined ? 'price' : said;
  const opener = phraseEnd(tokens, afterSaid, rangeOpeners);
  if (opener !== undefined) {
    const range = readRange(tokens, opener);
    if (range) return { bound: 'range', ...range, said: saidPrice };
  }
  const unopened = readRange(tokens, afterSaid);
  if (unopened && tokens[afterSaid]?.number !== undefined)
    return { bound: 'range', ...unopened, said: saidPrice };
  const atMost = phraseEnd(tokens, afterSaid, atMostBefore);
  const atLeast = atMost === undefined ? phraseEnd(tokens, afterSaid, atLeastBefore) : undefined;
  const amountStart = atMost ?? atLeast ?? afterSaid;
  const high = readAmount(tokens, amountStart);
  if (!high) return undefined;
  const { unit, end } = unitAt(tokens, high.end, high.value);
  const bound: Bound = atMost !== undefined ? 'atMost' : atLeast !== undefined ? 'atLeast' : 'none';
  return { bound, high, unit, said: saidPrice, end };
}

/** A comparator after the amount (مليون او اقل, 4 غرف فأكثر); one that repeats the comparator before it is read too. */
function withSuffix(tokens: readonly Token[], reading: Reading): Reading {
  const atMost = phraseEnd(tokens, reading.end, atMostAfter);
  if (atMost !== undefined && (reading.bound === 'none' || reading.bound === 'atMost')) {
    return { ...reading, bound: 'atMost', end: atMost };
  }
  const atLeast = phraseEnd(tokens, reading.end, atLeastAfter);
  if (atLeast !== undefined && (reading.bound === 'none' || reading.bound === 'atLeast')) {
    return { ...reading, bound: 'atLeast', end: atLeast };
  }
  return reading;
}

function kindOf(reading: Reading): Quantity['kind'] | undefined {
  if (reading.unit === 'rooms') return 'rooms';
  if (reading.unit === 'area' || reading.said === 'area') return 'area';
  const multiplied = reading.high.multiplier > 1 || (reading.low?.multiplier ?? 1) > 1;
  if (reading.unit === 'money' || multiplied || reading.said === 'price') return 'price';
  if (reading.bound !== 'none' && reading.high.value >= BARE_PRICE_FROM) return 'price';
  return undefined;
}

function quantityOf(reading: Reading): Quantity | undefined {
  const kind = kindOf(reading);
  if (!kind) return undefined;
  const { high, low, end } = reading;
  if (kind === 'rooms') {
    // The list filters rooms from a count up: an upper bound is read (so its words are not read
    // again from within) but gives no filter, and its words stay text.
    if (reading.bound === 'atMost' || reading.bound === 'range' || !isRoomCount(high.value))
      return { kind, end };
    return { kind, min: high.value, end };
  }
  if (reading.bound === 'range') return { kind, min: low?.value, max: high.value, end };
  if (reading.bound === 'atLeast') return { kind, min: high.value, end };
  if (reading.bound === 'atMost') return { kind, max: high.value, end };
  // Without a comparator a price is a budget (at most) and an area a need (at least).
  return kind === 'price' ? { kind, max: high.value, end } : { kind, min: high.value, end };
}

/** Rooms written without digits before a unit: غرفتين, غرفة نوم واحدة. */
function wordRooms(tokens: readonly Token[], start: number): Quantity | undefined {
  const two = phraseEnd(tokens, start, twoRooms);
  if (two !== undefined) return { kind: 'rooms', min: 2, end: two };
  const one = phraseEnd(tokens, start, oneRoom);
  if (one !== undefined) return { kind: 'rooms', min: 1, end: one };
  return undefined;
}

/** The price, area or rooms that start at `start`, with their comparators and units, if any. */
export function readQuantity(tokens: readonly Token[], start: number): Quantity | undefined {
  const rooms = wordRooms(tokens, start);
  if (rooms) return rooms;
  const reading = readBounded(tokens, start);
  return reading && quantityOf(withSuffix(tokens, reading));
}
