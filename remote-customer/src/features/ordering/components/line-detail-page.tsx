import { useDeferredValue } from 'react';
import { useNavigate, useParams, useSearchParams } from '@portal/shared-auth/router';
import {
  Alert,
  ArrowLeftOutlined,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Skeleton,
  Tag,
  Typography,
  formatEuro,
  withRightDrawer,
  LoadError,
} from '@portal/shared-ui';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { paths } from '../../../config/paths';
import { useLinePrices } from '../api/get-line-prices';
import { useLine, useLineProducts } from '../api/get-line-products';
import { chosenProductId, lineIdOf } from '../api/line-detail-queries';
import { subjectFromParam, subjectName, subjectTypeOf } from '../hooks/line-filters';
import type { LineProduct, LineProductPrice } from '../types/ordering';
import { RequestWizard } from './request-wizard';

/** Spec 001 §4: the text when the line has no product the subject may order. */
export const NO_PRODUCT = 'Spiacenti, il prodotto è inesistente o non è abilitato';

/** Where 'Torna ai servizi' goes: the page the line was opened from (a path of this portal), else the service list. */
export function backPath(search: URLSearchParams): string {
  const from = search.get('navigatedFrom');
  return from && from.startsWith('/') && !from.startsWith('//') ? from : paths.serviceList;
}

interface ProductCardProps {
  product: LineProduct;
  /** The amounts the user may see (ECON_PREZ, VPRE), when asked. */
  price?: LineProductPrice;
  chosen: boolean;
  onChoose: () => void;
}

function ProductCard({ product, price, chosen, onChoose }: ProductCardProps) {
  return (
    <Card
      size="small"
      hoverable
      style={{ height: '100%', borderColor: chosen ? '#1677ff' : undefined, borderWidth: chosen ? 2 : 1 }}
      data-product-code={product.productCode}
      onClick={onChoose}
      role="radio"
      aria-checked={chosen}
      aria-label={product.description}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onChoose();
        }
      }}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong>{product.description}</Typography.Text>
        <Typography.Text type="secondary">{product.fullProductCode}</Typography.Text>
        <Flex gap={4} wrap>
          {product.productType && <Tag>{PRODUCT_TYPE_LABELS[product.productType]}</Tag>}
          {product.evasDays !== null && product.evasDays !== undefined && (
            <Tag color="blue">
              {product.evasDays === 0
                ? 'Evasione immediata'
                : product.evasDays === 1
                  ? 'Evasione in 1 giorno lavorativo'
                  : `Evasione in ${product.evasDays} giorni lavorativi`}
            </Tag>
          )}
        </Flex>
        {price?.purchaseCost != null && (
          <Typography.Text>
            Costo d'acquisto: <Typography.Text strong>{formatEuro(price.purchaseCost)}</Typography.Text>
          </Typography.Text>
        )}
        {price?.serviceAmount != null && (
          <Typography.Text>
            Importo servizio: <Typography.Text strong>{formatEuro(price.serviceAmount)}</Typography.Text>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/**
 * `/line/detail/{id}` (spec 001 §2.1, §4): the line, the products the subject may order as
 * cards, and the request wizard of the one chosen.
 * 'Torna ai servizi' goes back where the line was opened and reopens product selection for
 * the same subject, with its filters.
 */
export default function LineDetailPage() {
  const { lineId } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const id = lineIdOf(lineId);
  const subject = subjectFromParam(search.get('subject'));
  const line = useLine(id);
  const products = useLineProducts(id, subjectTypeOf(subject));
  const prices = useLinePrices(id, subjectTypeOf(subject));

  // The host reopens product selection on the same subject once the navigation is done.
  const back = () =>
    navigate(backPath(search), subject ? { state: withRightDrawer({ view: 'PRODUCT_SELECTION', subject }) } : {});

  const missing = id === 0 || line.isError || (products.data && products.data.length === 0);
  // The product chosen travels in the query string; the first one until the user chooses.
  const productId = chosenProductId(products.data, search);
  // The cards are drawn and painted first; the chosen product's wizard (its form, the page's
  // heaviest render) follows in a render React may interrupt, so a choice is seen at once.
  const wizardProductId = useDeferredValue(productId);
  const choose = (next: number) => {
    const query = new URLSearchParams(search);
    query.set('productId', String(next));
    setSearch(query, { replace: true });
  };
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" gap={12} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void back()}>
            Torna ai servizi
          </Button>
          <Typography.Title level={2} style={{ margin: 0, flex: 1 }}>
            {line.data?.name ?? 'Servizio'}
          </Typography.Title>
        </Flex>
        {subject && (
          <Typography.Text>
            Soggetto: <Typography.Text strong>{subjectName(subject)}</Typography.Text>
          </Typography.Text>
        )}
        {line.data && <Typography.Paragraph type="secondary">{line.data.description}</Typography.Paragraph>}
        {missing ? (
          <Alert type="warning" showIcon title={NO_PRODUCT} />
        ) : products.isPending || line.isPending ? (
          <Skeleton active />
        ) : products.error ? (
          <LoadError
            error={products.error}
            title="Impossibile caricare i prodotti."
            onRetry={() => void products.refetch()}
          />
        ) : (
          <>
            <Row gutter={[12, 12]} role="radiogroup" aria-label="Prodotti della linea">
              {(products.data ?? []).map((product) => (
                <Col key={product.id} xs={24} md={12} xl={8}>
                  <ProductCard
                    product={product}
                    price={prices.data?.get(product.id)}
                    chosen={product.id === productId}
                    onChoose={() => choose(product.id)}
                  />
                </Col>
              ))}
            </Row>
            {wizardProductId !== null && (
              <RequestWizard
                key={wizardProductId}
                productId={wizardProductId}
                subject={subject}
                singleSubject={line.data?.singolare ?? false}
              />
            )}
          </>
        )}
        {products.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
      </Flex>
    </Card>
  );
}
