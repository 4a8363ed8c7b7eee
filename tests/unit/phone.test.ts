/** The one phone rule (shared/domain/phone.ts) and its schema builder, as every form and handler applies it. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { isPhoneNumber, PHONE_MESSAGE, telHref } from '../../shared/domain/phone.ts';
import { phoneField } from '../../shared/schemas/common.ts';

const REQUIRED = 'Please fill all the fields';
const field = phoneField(REQUIRED);
const parse = (v: unknown) => {
  const r = safeParse(field, v);
  return r.success ? { ok: r.data } : { message: r.error.issues[0]?.message };
};

describe('phone numbers', () => {
  it.each([
    ['+44 20 7946 0000', true],
    ['07700 900123', true],
    ['(0161) 496-0000', true],
    ['+1 (555) 010-0100', true],
    ['123456', true], // 6 digits, the fewest
    ['1'.repeat(20), true], // 20 digits, the most
    ['  +44 113 496 0001  ', true], // trimmed
    ['12345', false], // 5 digits
    ['1'.repeat(21), false],
    ['abc', false],
    ['0161 496 000x', false],
    ['+44.20.7946.0000', false], // dots are not in the rule
    ['0161/496/0000', false],
    ['+44 20 7946 0000 ext 12', false],
    ['(  )  -  +', false],
    ['', false],
    [`1${' '.repeat(40)}2345678`, false], // longer than 40 characters
  ])('%j → %s', (text, valid) => {
    expect(isPhoneNumber(text)).toBe(valid);
  });

  it.each([
    ['+44 20 7946 0000', 'tel:+442079460000'],
    ['(0161) 496-0000', 'tel:(0161)496-0000'],
    ['abc', null],
    ['1', null],
  ])('telHref(%j) = %j', (text, href) => {
    expect(telHref(text)).toBe(href);
  });

  it.each([
    [' +44 20 7946 0000 ', { ok: '+44 20 7946 0000' }],
    [7700900123, { ok: '7700900123' }],
    [undefined, { message: REQUIRED }],
    [null, { message: REQUIRED }],
    ['   ', { message: REQUIRED }],
    ['abc', { message: PHONE_MESSAGE }],
    ['12345', { message: PHONE_MESSAGE }],
    ['1'.repeat(41), { message: PHONE_MESSAGE }],
    [{}, { message: REQUIRED }],
  ])('phoneField(%j) → %j', (value, expected) => {
    expect(parse(value)).toEqual(expected);
  });

  it("says the issue's words", () => {
    expect(PHONE_MESSAGE).toBe('Please enter a valid phone number');
  });
});
