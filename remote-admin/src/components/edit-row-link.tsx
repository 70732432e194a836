import { Link } from '@portal/shared-auth/router';
import { Button, EditOutlined, Tooltip } from '@portal/shared-ui';

/**
 * 'Modifica' on a row of a table saved with its record: disabled, with the reason, while the
 * table has unsaved changes that leaving would lose.
 */
export function EditRowLink({ to, blockedBy }: { to: string; blockedBy?: string | false }) {
  if (blockedBy) {
    return (
      <Tooltip title={blockedBy}>
        <Button icon={<EditOutlined />} disabled>
          Modifica
        </Button>
      </Tooltip>
    );
  }
  return (
    <Link to={to}>
      <Button icon={<EditOutlined />}>Modifica</Button>
    </Link>
  );
}
