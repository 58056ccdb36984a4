import { describe, expect, it } from 'vitest';
import { isValidNumericAnswer, numericAnswerValue, validateNumericAnswer } from './numeric';

describe('numeric answers', () => {
  it.each(['', '   ', '0', '10', '3.5', '3,5', '3,45', '3.', '.5', ',5', '007', ' 4 '])(
    'accepts %j',
    (value) => {
      expect(isValidNumericAnswer(value)).toBe(true);
      expect(validateNumericAnswer(value, 'en')).toBeNull();
    },
  );

  it('reads a decimal comma as the decimal it is', () => {
    expect(numericAnswerValue('3,45')).toBe(3.45);
    expect(numericAnswerValue(' 3.45 ')).toBe(3.45);
    expect(numericAnswerValue(',5')).toBe(0.5);
  });

  it.each(['3,4,5', '3,4.5', '-1', '+1', '1e3', '.', ',', '1.2.3', 'abc', '1 000', 'Infinity'])(
    'refuses %j',
    (value) => {
      expect(isValidNumericAnswer(value)).toBe(false);
    },
  );

  it('gives the message in the requested language', () => {
    expect(validateNumericAnswer('x', 'en')).toBe('Please input in numbers/decimals only.');
    expect(validateNumericAnswer('x', 'idn')).toBe('Harap masukkan angka/desimal saja.');
  });
});
