import { birthLine } from '../../src/features/subject-search/components/subject-rows';

describe("a person's birth line (spec 000 §2.5)", () => {
  it("agrees with the person: 'Nato' for a man, 'Nata' for a woman; without a place, the date alone", () => {
    expect(birthLine({ comuneNascita: 'Roma', dataNascita: '1980-01-01', sesso: 'M' })).toBe(
      'Nato a Roma il 01/01/1980',
    );
    expect(birthLine({ comuneNascita: 'Torino', dataNascita: '1975-05-20', sesso: 'F' })).toBe(
      'Nata a Torino il 20/05/1975',
    );
    expect(birthLine({ comuneNascita: null, dataNascita: '1975-05-20', sesso: 'F' })).toBe('Nata il 20/05/1975');
  });
});
