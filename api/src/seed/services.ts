import { ORDER_STEPS } from '@portal/contracts/catalogue';
import type { Queryable } from '../db/database.ts';
import { SERVICE_ICONS } from './service-icons.ts';
import { SEED_UNASSIGNED_LINES, servicesOf, type SeedLine } from './services-data.ts';

/**
 * Services, their lines and the lines' products (spec 002 §3, §4): the orders follow the
 * spec's arithmetic (services 10000 apart, a service's lines its order +100, +200…). The second
 * tenant gets a smaller catalogue. One statement per table.
 */
export async function seedServices(
  tx: Queryable,
  tenant: { tenantId: number; index: number; productId: Map<string, number> },
): Promise<void> {
  const services = servicesOf(tenant.index);
  const inserted = await tx.query<{ id: number; name: string }>(
    `INSERT INTO services (tenant_id, name, description, icon, always_visible, ord)
     SELECT $1, name, description, icon, always_visible, ord * $6
     FROM unnest($2::text[], $3::text[], $4::text[], $5::bool[]) WITH ORDINALITY AS s(name, description, icon, always_visible, ord)
     RETURNING id, name`,
    [
      tenant.tenantId,
      services.map((service) => service.name),
      services.map((service) => service.description),
      services.map((service) => SERVICE_ICONS[service.icon]),
      services.map((service) => service.alwaysVisible ?? true),
      ORDER_STEPS.serviceList,
    ],
  );
  const serviceId = new Map(inserted.map((row) => [row.name, row.id]));

  const lines: Array<SeedLine & { serviceId: number | null; order: number }> = [
    ...services.flatMap((service, position) =>
      service.lines.map((line, index) => ({
        ...line,
        serviceId: serviceId.get(service.name)!,
        order: (position + 1) * ORDER_STEPS.serviceList + (index + 1) * ORDER_STEPS.serviceLine,
      })),
    ),
    ...SEED_UNASSIGNED_LINES.map((line) => ({ ...line, serviceId: null, order: 0 })),
  ];
  const lineRows = await tx.query<{ id: number; code: string }>(
    `INSERT INTO lines (tenant_id, line_code, name, description, form_code, service_id, ord, persona_fisica,
       persona_giuridica, massivo, value_added, online, active)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::bool[],
       $9::bool[], $10::bool[], $11::bool[], $12::bool[], $13::bool[])
     RETURNING id, line_code AS code`,
    [
      tenant.tenantId,
      lines.map((line) => line.code),
      lines.map((line) => line.name),
      lines.map((line) => line.description),
      lines.map((line) => line.form),
      lines.map((line) => line.serviceId),
      lines.map((line) => line.order),
      lines.map((line) => line.pf ?? false),
      lines.map((line) => line.pg ?? true),
      lines.map((line) => line.massivo ?? false),
      lines.map((line) => line.valueAdded ?? false),
      lines.map((line) => line.online ?? true),
      lines.map((line) => line.active ?? true),
    ],
  );
  const lineId = new Map(lineRows.map((row) => [row.code, row.id]));

  const placed = lines.flatMap((line) =>
    line.products.map((code) => [tenant.productId.get(code)!, lineId.get(line.code)!] as const),
  );
  await tx.query(
    `UPDATE products p SET line_id = placed.line_id
     FROM unnest($2::int[], $3::int[]) AS placed(product_id, line_id)
     WHERE p.tenant_id = $1 AND p.id = placed.product_id`,
    [tenant.tenantId, placed.map((pair) => pair[0]), placed.map((pair) => pair[1])],
  );
}
