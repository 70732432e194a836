import { useState, type ReactNode } from 'react';
import { Formik, type FormikConfig, type FormikValues } from '@portal/shared-ui/forms';
import { App, Button, Flex, Form, PlusOutlined, Typography } from '@portal/shared-ui';

interface InlineCreateProps<V extends FormikValues> {
  /** 'Nuovo profilo'. */
  title: string;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  /** 'Crea profilo'. */
  submitLabel: string;
  /** 'Profilo creato'. */
  createdText: string;
  create: (values: V) => Promise<unknown>;
  /** The form's fields (`TextField`s by name), side by side. */
  children: ReactNode;
}

/**
 * A short form above a short list that adds a row to it (a profile, a price list): on success
 * it says so and starts empty again; on a failure the shared client has said why and the values
 * stay.
 */
export function InlineCreate<V extends FormikValues>(props: InlineCreateProps<V>) {
  const { message } = App.useApp();
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-label={props.title}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      <Formik<V>
        key={formKey}
        initialValues={props.initialValues}
        validationSchema={props.validationSchema}
        onSubmit={async (values, helpers) => {
          try {
            await props.create(values);
            void message.success(props.createdText);
            setFormKey((key) => key + 1);
          } catch {
            helpers.setSubmitting(false);
          }
        }}
      >
        {(form) => (
          <Form layout="vertical" onFinish={() => void form.submitForm()}>
            <Flex gap={16} wrap align="flex-end">
              {props.children}
              <Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<PlusOutlined />}
                  loading={form.isSubmitting}
                  disabled={!form.dirty || !form.isValid}
                >
                  {props.submitLabel}
                </Button>
              </Form.Item>
            </Flex>
          </Form>
        )}
      </Formik>
    </section>
  );
}
