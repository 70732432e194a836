import type { ForeignCompany } from '@portal/contracts/api/foreign';
import { FOREIGN_PAGE_SIZES, VAT_IDENTIFIER_CODE } from '@portal/contracts/foreign';
import { Card, Flex, ListScreen, Select, Typography, useListState } from '@portal/shared-ui';
import { foreignCompaniesPage, useNationCodes } from '../api/foreign';
import { ForeignPurchaseButton } from './foreign-purchase';

/** A company as a card: name, address, country, national identifiers (type 120: the VAT number), 'Acquista'. */
function CompanyCard({ company }: { company: ForeignCompany }) {
  const { address } = company;
  return (
    <Card size="small" title={company.company_name} extra={<ForeignPurchaseButton company={company} />}>
      <Flex vertical gap={2}>
        <Typography.Text>{address.address_lines.join(', ')}</Typography.Text>
        <Typography.Text>{[address.zip_code, address.city].filter(Boolean).join(' ')}</Typography.Text>
        <Typography.Text strong>{company.nation_codes.denominazioneNazione}</Typography.Text>
        {company.national_identifiers.map((identifier) => (
          <Typography.Text key={identifier.type.code} type="secondary">
            {identifier.type.code === VAT_IDENTIFIER_CODE ? 'Partita IVA' : identifier.type.name}: {identifier.value}
          </Typography.Text>
        ))}
      </Flex>
    </Card>
  );
}

/**
 * `/foreign-companies` (spec 001 §2.4): the provider's companies by name or identifier and
 * country, as paged cards (10; 5/10/20), each with 'Acquista'.
 */
export default function ForeignCompaniesPage() {
  const nations = useNationCodes();
  const list = useListState({ defaultSize: 10, initialFilters: { country: null as string | null } });
  return (
    <ListScreen
      title="Imprese estere"
      // The companies are cards: on the page itself, not inside another card.
      embedded
      list={list}
      query={foreignCompaniesPage}
      search={{ placeholder: 'Ragione sociale, partita IVA o numero di registrazione', delay: 500 }}
      filters={
        <Select<string>
          aria-label="Nazione"
          placeholder="Tutte le nazioni"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
          loading={nations.isPending}
          value={list.filters.country ?? undefined}
          options={(nations.data ?? []).map((nation) => ({
            value: nation.isoCode,
            label: nation.denominazioneNazione,
          }))}
          onChange={(value) => list.changeFilter('country', value ?? null)}
        />
      }
      columns={[]}
      rowKey="company_id"
      sizeOptions={FOREIGN_PAGE_SIZES}
      emptyText="Nessuna impresa estera trovata"
      // Cards, not a table: the provider's companies side by side.
      renderRows={(companies) => (
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
          {companies.map((company) => (
            <CompanyCard key={company.company_id} company={company} />
          ))}
        </div>
      )}
    />
  );
}
