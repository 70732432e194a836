import type { Static, TSchema } from 'typebox';
import * as yup from 'yup';
import {
  INVALID_FORMAT_MESSAGE,
  MESSAGES,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
} from '@portal/contracts/messages';

/** The rule of a property, by the type the contract gives it: a text's or a number's. */
type RuleOf<T> = [Exclude<T, null | undefined>] extends [string]
  ? yup.StringSchema<string | null | undefined>
  : yup.NumberSchema<number | null | undefined>;

/** What a contract's TypeBox schema is underneath: JSON Schema. */
interface JsonSchema {
  type?: string | readonly string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
}

function types(schema: JsonSchema): readonly string[] {
  return typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
}

function textRule(schema: JsonSchema, required: boolean, nullable: boolean): yup.AnySchema {
  let rule = yup.string().trim();
  // The API refuses '' where a text needs at least a character: the form says 'Campo obbligatorio'.
  if ((schema.minLength ?? 0) >= 1 || (required && !nullable)) rule = rule.required(MESSAGES.required);
  if ((schema.minLength ?? 0) > 1) rule = rule.min(schema.minLength!, minLengthMessage(schema.minLength!));
  if (schema.maxLength !== undefined) rule = rule.max(schema.maxLength, maxLengthMessage(schema.maxLength));
  if (schema.format === 'email') rule = rule.email(MESSAGES.invalidEmail);
  if (schema.pattern)
    rule = rule.matches(new RegExp(schema.pattern), { message: INVALID_FORMAT_MESSAGE, excludeEmptyString: true });
  return nullable ? rule.nullable() : rule;
}

function numberRule(schema: JsonSchema, required: boolean, nullable: boolean): yup.AnySchema {
  let rule = yup.number().typeError(INVALID_FORMAT_MESSAGE);
  if (types(schema).includes('integer')) rule = rule.integer(INVALID_FORMAT_MESSAGE);
  if (schema.minimum !== undefined) rule = rule.min(schema.minimum, minValueMessage(schema.minimum));
  if (schema.maximum !== undefined) rule = rule.max(schema.maximum, maxValueMessage(schema.maximum));
  if (required && !nullable) rule = rule.required(MESSAGES.required);
  return nullable ? rule.nullable() : rule;
}

/**
 * The form's checks of the given fields, read from the API contract's schema (the body the
 * save sends): required, text lengths, number limits, e-mail and pattern, with the Italian texts
 * of `@portal/contracts/messages`. So a limit is written once, in the contract, and the form
 * refuses what the API would. Rules that exist only in the form (a taken code, two times in
 * order, a choice that enables another) are added beside these by hand.
 */
export function contractRules<Props extends Record<string, TSchema>, P extends keyof Props & string>(
  contract: { properties: Props; required?: readonly string[] },
  names: readonly P[],
): { [K in P]: RuleOf<Static<Props[K]>> } {
  const object = contract as unknown as JsonSchema;
  return Object.fromEntries(
    names.map((name) => {
      const schema = object.properties?.[name] ?? {};
      const required = object.required?.includes(name) ?? false;
      const kinds = types(schema);
      const nullable = kinds.includes('null');
      if (kinds.includes('string')) return [name, textRule(schema, required, nullable)];
      if (kinds.includes('integer') || kinds.includes('number')) return [name, numberRule(schema, required, nullable)];
      throw new Error(`contractRules: "${name}" is not a text or a number in the contract`);
    }),
  ) as { [K in P]: RuleOf<Static<Props[K]>> };
}
