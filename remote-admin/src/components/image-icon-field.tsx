import { useRef, useState } from 'react';
import { useField } from '@portal/shared-ui/forms';
import { ICON_EXTENSIONS, SERVICE_LIMITS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { Button, Flex, CloudUploadOutlined, Typography } from '@portal/shared-ui';
import { FieldItem } from '@portal/shared-ui/forms';

const EXTENSION = /\.(jpe?g|png|svg)$/i;

/** The file as a data: URL (the icon is held inline, spec 002 §7 Services). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(CATALOGUE_MESSAGES.iconUnreadable));
    reader.readAsDataURL(file);
  });
}

/** What the picker refuses before reading the file; the server checks the bytes too. */
export function iconFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!EXTENSION.test(file.name)) return CATALOGUE_MESSAGES.iconType;
  if (file.size > SERVICE_LIMITS.iconKb * 1024) return CATALOGUE_MESSAGES.iconTooLarge(SERVICE_LIMITS.iconKb);
  return null;
}

/**
 * A service's icon (spec 002 §5): an image file (jpg, jpeg, png, svg) chosen here, shown as a
 * preview and kept in the form as a data: URL; nothing is uploaded until the service is saved.
 */
export function ImageIconField({ name, label = 'Icona' }: { name: string; label?: string }) {
  const [field, , helpers] = useField<string>(name);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = iconFileProblem(file);
    setProblem(refused);
    void helpers.setTouched(true, false);
    if (refused) return;
    try {
      await helpers.setValue(await readAsDataUrl(file));
    } catch {
      setProblem(CATALOGUE_MESSAGES.iconUnreadable);
    }
  };
  return (
    <FieldItem name={name} label={label} required>
      <Flex gap={12} align="center" wrap>
        {field.value ? (
          <img src={field.value} alt={`${label}: anteprima`} width={48} height={48} style={{ objectFit: 'contain' }} />
        ) : null}
        <input
          ref={input}
          id={name}
          type="file"
          accept={ICON_EXTENSIONS}
          aria-label={`${label}: file immagine`}
          style={{ display: 'none' }}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = ''; // the same file chosen again still counts
          }}
        />
        <Button icon={<CloudUploadOutlined />} onClick={() => input.current?.click()}>
          {field.value ? 'Cambia immagine' : 'Scegli immagine'}
        </Button>
        <Typography.Text type="secondary">
          {ICON_EXTENSIONS}, al massimo {SERVICE_LIMITS.iconKb} KB
        </Typography.Text>
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </FieldItem>
  );
}
