import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { amountOf, centsOf, shortfall } from '@portal/contracts/money';

describe('money as decimal strings, counted in cents (@portal/contracts/money)', () => {
  test('to cents and back, without a float in between', () => {
    assert.equal(centsOf('1234.50'), 123_450);
    assert.equal(centsOf('0.1'), 10);
    assert.equal(centsOf('-5.05'), -505);
    assert.equal(centsOf('7'), 700);
    assert.equal(amountOf(123_450), '1234.50');
    assert.equal(amountOf(-505), '-5.05');
    assert.equal(amountOf(7), '0.07');
  });

  test("what the credit lacks to pay a price, '0.00' when it is enough", () => {
    assert.equal(shortfall('5.00', '3.00'), '2.00');
    assert.equal(shortfall('0.30', '0.10'), '0.20', 'not 0.19999…');
    assert.equal(shortfall('5.00', '4.99'), '0.01');
    assert.equal(shortfall('5.00', '12.00'), '0.00');
    assert.equal(shortfall('5.00', '-1.50'), '6.50');
  });
});
