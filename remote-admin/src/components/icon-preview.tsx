import { MaterialIcon, Tag, Tooltip } from '@portal/shared-ui';

// Apart from the icon field so that the list pages that draw icons do not load the form library.
/** An icon name ('mat_outline:gavel') drawn as its glyph; the tooltip gives the name. */
export function IconPreview({ icon }: { icon: string | null | undefined }) {
  if (!icon) return null;
  return (
    <Tooltip title={icon}>
      <Tag data-icon={icon} style={{ paddingBlock: 2 }}>
        <MaterialIcon icon={icon} size={20} title={icon} />
      </Tag>
    </Tooltip>
  );
}
