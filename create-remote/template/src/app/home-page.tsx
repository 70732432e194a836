import { useQuery } from '@tanstack/react-query';
import { meEndpoints } from '@portal/contracts/endpoints/me';
import { endpointQueries } from '@portal/shared-auth/query';
import { LoadError, Skeleton, Typography } from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';

/** This remote's queries: their keys start with its name, apart from every other remote's. */
const queries = endpointQueries('__NAME__');

/** Live data through the contracts' descriptors: the signed-in user, as the portal's API answers it. */
export default function HomePage() {
  const me = useQuery(queries.options(meEndpoints.getMe, {}));
  if (me.isPending) return <Skeleton active />;
  if (me.isError) return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  return (
    <>
      <Typography.Title level={3}>__TITLE__</Typography.Title>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'user', label: 'Utente', children: `${me.data.name} ${me.data.lastName}` },
          { key: 'tenant', label: 'Tenant', children: me.data.tenant.descr },
          { key: 'permissions', label: 'Permessi', children: me.data.permissions.length },
        ]}
      />
    </>
  );
}
