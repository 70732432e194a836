import { Flex, Spin } from '@portal/shared-ui/core';

/** What a page shows while its code or its session loads. */
export function PageSpinner() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" aria-label="Caricamento" />
    </Flex>
  );
}
