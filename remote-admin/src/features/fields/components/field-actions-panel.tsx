import { useFormikContext } from '@portal/shared-ui/forms';
import { Col, LookupAutoComplete, Row } from '@portal/shared-ui';
import { FieldItem, SelectField, SwitchField, TextField } from '@portal/shared-ui/forms';
import { accessoryProductsLookup } from '../api/lookup-accessory-products';
import { derivedRequestsLookup } from '../api/lookup-derived-requests';
import type { FieldFormValues } from '../hooks/field-form';
import { FIELD_VALIDATORS, LEGAL_PERSON_FIELDS, PHYSICAL_PERSON_FIELDS, type ProductSuggestion } from '../types/field';

const VALIDATOR_OPTIONS = [
  { value: 'NONE', label: 'Nessuno' },
  ...FIELD_VALIDATORS.map(({ value, label }) => ({ value, label: `${value} (${label})` })),
];

const NONE = '__none__';
const linkOptions = (names: readonly string[]) => [
  { value: NONE, label: 'Nessuno' },
  ...names.map((name) => ({ value: name, label: name })),
];

const productLabel = (product: ProductSuggestion) =>
  `${product.fullProductCode || product.productCode} - ${product.description}`;

/** Panel 'Azioni' of the field edit (spec 002 §2.2). */
export function FieldActionsPanel() {
  const { values, setFieldValue } = useFormikContext<FieldFormValues>();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SelectField
            name="validator"
            label="Validatore"
            required
            placeholder="Scegli il validatore"
            options={VALIDATOR_OPTIONS}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="requestCode" label="Codice creazione richiesta" maxLength={64} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SelectField<string>
            name="physicalPersonField"
            label="Ricerca persona fisica"
            options={linkOptions(PHYSICAL_PERSON_FIELDS)}
            placeholder="Nessuno"
            onChange={(value) => void setFieldValue('physicalPersonField', value === NONE ? null : value)}
          />
        </Col>
        <Col xs={24} md={12}>
          <SelectField<string>
            name="legalPersonField"
            label="Ricerca persona giuridica"
            options={linkOptions(LEGAL_PERSON_FIELDS)}
            placeholder="Nessuno"
            onChange={(value) => void setFieldValue('legalPersonField', value === NONE ? null : value)}
          />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FieldItem name="productId" label="Prodotto accessorio">
            <LookupAutoComplete<ProductSuggestion>
              id="productId"
              placeholder="Cerca prodotto"
              text={values.prodottoDescription ?? (values.productId ? `Prodotto ${values.productId}` : '')}
              query={accessoryProductsLookup}
              labelOf={productLabel}
              keyOf={(product) => String(product.id)}
              onSelect={(product) => {
                void setFieldValue('productId', product?.id ?? null);
                void setFieldValue('prodottoDescription', product ? productLabel(product) : null);
              }}
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={12}>
          <FieldItem name="productIdDerivedRequest" label="Richiesta derivata">
            <LookupAutoComplete<ProductSuggestion>
              id="productIdDerivedRequest"
              placeholder="Cerca prodotto"
              text={values.derivedRequestLabel ?? ''}
              query={derivedRequestsLookup}
              labelOf={productLabel}
              keyOf={(product) => String(product.id)}
              onSelect={(product) => {
                void setFieldValue('productIdDerivedRequest', product?.id ?? null);
                void setFieldValue('derivedRequestLabel', product ? productLabel(product) : null);
              }}
            />
          </FieldItem>
        </Col>
      </Row>
      <TextField name="requestCodeOrFieldCode" label="Codice richiesta o campo" maxLength={64} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <SwitchField name="subjectField" label="Campo soggetto" />
        </Col>
        <Col xs={24} md={8}>
          <SwitchField name="priceChange" label="Variazione prezzo" />
        </Col>
        <Col xs={24} md={8}>
          <SwitchField name="isAlertDismissed" label="Avviso disattivato" />
        </Col>
      </Row>
    </>
  );
}
