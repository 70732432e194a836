import { useState } from 'react';
import type { ForeignCompany } from '@portal/contracts/api/foreign';
import { FOREIGN_PAGE_SIZES, VAT_IDENTIFIER_CODE } from '@portal/contracts/foreign';
import {
  Alert,
  Button,
  Card,
  DebouncedSearch,
  Empty,
  Flex,
  Paginator,
  Select,
  Skeleton,
  Typography,
  usePageParam,
} from '@portal/shared-ui';
import { useForeignCompanies, useNationCodes } from '../api/foreign';
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
  const [page, setPage] = usePageParam();
  const [size, setSize] = useState<number>(10);
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState<string | null>(null);
  const companies = useForeignCompanies({ page, size, search, country });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Imprese estere
      </Typography.Title>
      <Flex gap={12} wrap>
        <DebouncedSearch
          placeholder="Ragione sociale, partita IVA o numero di registrazione"
          value={search}
          delay={500}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        <Select<string>
          aria-label="Nazione"
          placeholder="Tutte le nazioni"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
          loading={nations.isPending}
          value={country ?? undefined}
          options={(nations.data ?? []).map((nation) => ({
            value: nation.isoCode,
            label: nation.denominazioneNazione,
          }))}
          onChange={(value) => {
            setCountry(value ?? null);
            setPage(0);
          }}
        />
      </Flex>
      {companies.error && (
        <Alert
          type="error"
          showIcon
          title={companies.error.message}
          action={<Button onClick={() => void companies.refetch()}>Riprova</Button>}
        />
      )}
      {companies.isPending ? (
        <Skeleton active />
      ) : companies.data && companies.data.content.length === 0 ? (
        <Empty description="Nessuna impresa estera trovata" />
      ) : (
        <div
          style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
          aria-busy={companies.isFetching}
        >
          {companies.data?.content.map((company) => (
            <CompanyCard key={company.company_id} company={company} />
          ))}
        </div>
      )}
      <Paginator
        page={page}
        size={size}
        total={companies.data?.totalElements ?? 0}
        sizeOptions={FOREIGN_PAGE_SIZES}
        onChange={(next, nextSize) => {
          setSize(nextSize);
          setPage(nextSize === size ? next : 0);
        }}
      />
    </Flex>
  );
}
