import { useState } from 'react';
import { useField } from '@portal/shared-ui/forms';
import { Button, DeleteOutlined, Flex, Form, Input, PlusOutlined, Typography } from '@portal/shared-ui';

interface OptionsEditorProps {
  label: string;
  /** Disabled while the SQL text is in use (the two are alternatives, spec 002 §4). */
  disabled?: boolean;
  placeholder?: string;
}

/** The manual option list: add, edit in place, remove. */
export function OptionsEditor({ label, disabled, placeholder = 'Nuova opzione' }: OptionsEditorProps) {
  const [field, meta, helpers] = useField<string[]>('options');
  const [draft, setDraft] = useState('');
  const options = field.value;
  const add = () => {
    const option = draft.trim();
    if (!option || options.includes(option)) return;
    void helpers.setValue([...options, option]);
    setDraft('');
  };
  const errors = Array.isArray(meta.error) ? (meta.error as (string | undefined)[]) : [];
  return (
    <Form.Item label={label}>
      <Flex vertical gap={8}>
        {options.length === 0 && <Typography.Text type="secondary">Nessuna opzione</Typography.Text>}
        {/* Only list items inside the list: the new option's row follows it. */}
        <Flex vertical gap={8} role="list" aria-label={label}>
          {options.map((option, index) => (
            <Flex key={index} gap={8} role="listitem" vertical>
              <Flex gap={8}>
                <Input
                  aria-label={`Opzione ${index + 1}`}
                  value={option}
                  disabled={disabled}
                  status={errors[index] ? 'error' : undefined}
                  onChange={(event) =>
                    void helpers.setValue(options.map((current, at) => (at === index ? event.target.value : current)))
                  }
                />
                <Button
                  danger
                  type="text"
                  aria-label={`Rimuovi opzione ${index + 1}`}
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  onClick={() => void helpers.setValue(options.filter((_, at) => at !== index))}
                />
              </Flex>
              {errors[index] && <Typography.Text type="danger">{errors[index]}</Typography.Text>}
            </Flex>
          ))}
        </Flex>
        <Flex gap={8}>
          <Input
            aria-label="Nuova opzione"
            placeholder={placeholder}
            value={draft}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              add();
            }}
          />
          <Button icon={<PlusOutlined />} disabled={disabled || draft.trim() === ''} onClick={add}>
            Aggiungi
          </Button>
        </Flex>
      </Flex>
    </Form.Item>
  );
}
