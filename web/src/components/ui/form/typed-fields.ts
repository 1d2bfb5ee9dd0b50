import type { JSX } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { CheckField } from './CheckField';
import { NumberField } from './NumberField';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

type Typed<Field extends (props: never) => JSX.Element, Values extends FieldValues> = (
  props: Omit<Parameters<Field>[0], 'name'> & { name: Path<Values> },
) => JSX.Element;

/**
 * The kit's fields for one form's values, so that a misspelt field name does not compile:
 * `const { TextField } = fieldsOf<AgentValues>()`.
 */
export const fieldsOf = <Values extends FieldValues>() => ({
  TextField: TextField as Typed<typeof TextField<Values>, Values>,
  NumberField: NumberField as Typed<typeof NumberField<Values>, Values>,
  SelectField: SelectField as Typed<typeof SelectField<Values>, Values>,
  PasswordField: PasswordField as Typed<typeof PasswordField<Values>, Values>,
  CheckField: CheckField as Typed<typeof CheckField<Values>, Values>,
});
