import { type FormErrors, type LooseKeys, type UseFormReturnType, useForm } from '@mantine/form';
import type { z } from 'zod/mini';
import { useFieldText } from '../../lib/error-text';
import { schemaErrors } from './schema-errors';

export interface SchemaFormOptions<Values, Schema extends z.ZodMiniType> {
  /** The contracts' schema of the call the form makes: the one the API validates the body with. */
  schema: Schema;
  initialValues: Values;
  /** The body the form sends, from what it shows (blanks as null...): what the schema checks. */
  toInput?: (values: Values) => Unchecked<z.input<Schema>>;
  /** Where a problem the schema or the server reports on `path` of the body shows on the form. */
  fieldPath?: (path: string, values: Values) => string;
  /** Rules of the form alone, which the schema cannot hold; each says why where it is written. */
  rules?: (values: Values) => FormErrors;
  validateInputOnBlur?: LooseKeys<Values>[];
  validateInputOnChange?: LooseKeys<Values>[];
}

/** A body before the schema has checked it: the schema's fields, holding anything yet. */
type Unchecked<Input> = unknown extends Input ? unknown : { [Key in keyof Input]?: unknown };

export type SchemaForm<Values, Input> = UseFormReturnType<Values, Input, (values: Values) => FormErrors> & {
  fieldPath: (path: string, values: Values) => string;
};

/** Any schema form, for the fields the kit shares between forms of different values. */
// biome-ignore lint/suspicious/noExplicitAny: the shared fields read and write paths of any form.
export type AnyForm = SchemaForm<any, any>;

const samePath = (path: string) => path;
/** Without `toInput` the form sends its values as they are. */
const asBody = <Body>(values: unknown) => values as Body;

/** How a form is checked: the schema on its body, the problems moved to its fields, and its own rules. */
export type SchemaFormCheck<Values, Schema extends z.ZodMiniType> = Pick<
  SchemaFormOptions<Values, Schema>,
  'schema' | 'toInput' | 'fieldPath' | 'rules'
>;

/** The problems of `values` as the form shows them (validation codes by field path). */
export function schemaFormErrors<Values, Schema extends z.ZodMiniType>(
  { schema, toInput = asBody, fieldPath = samePath, rules }: SchemaFormCheck<Values, Schema>,
  values: Values,
): FormErrors {
  const errors: FormErrors = { ...rules?.(values) };
  for (const [path, problem] of Object.entries(schemaErrors(schema, toInput(values)))) {
    errors[fieldPath(path, values)] = problem;
  }
  return errors;
}

/**
 * @mantine/form checked by a contracts schema: on submit (and on blur or change for the fields
 * listed); an error clears as its field is edited; `getTransformedValues()` is the body. Problems
 * are validation codes, worded when shown, so a language switch rewords them too.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodMiniType>({
  initialValues,
  validateInputOnBlur,
  validateInputOnChange,
  ...check
}: SchemaFormOptions<Values, Schema>): SchemaForm<Values, z.input<Schema>> {
  const fieldText = useFieldText();
  const { toInput = asBody, fieldPath = samePath } = check;
  const form = useForm<Values, z.input<Schema>>({
    mode: 'controlled',
    initialValues,
    // Once the schema has passed it, the body is what the schema takes.
    transformValues: (values) => toInput(values) as z.input<Schema>,
    validate: (values) => schemaFormErrors(check, values),
    validateInputOnBlur,
    validateInputOnChange,
    enhanceGetInputProps: ({ inputProps }) => ({ error: fieldText(inputProps.error) }),
  });
  return Object.assign(form, { fieldPath });
}
