import type { Line } from '../../src/features/lines/types/line';

/** A line as the catalogue lists it: an active online line for companies, of the 'Visura' form; `more` changes it. */
export const catalogueLine = (id: number, code: string, more: Partial<Line> = {}): Line => ({
  id,
  code,
  name: `Linea ${code}`,
  description: `Descrizione ${code}`,
  serviceId: 1,
  serviceName: 'Visure camerali',
  order: 10100,
  valueAdded: false,
  active: true,
  online: true,
  personaGiuridica: true,
  personaFisica: false,
  massivo: false,
  singolare: true,
  formCode: 'VISURA_PG',
  formDescription: 'Visura',
  productCount: 2,
  version: 4,
  ...more,
});
