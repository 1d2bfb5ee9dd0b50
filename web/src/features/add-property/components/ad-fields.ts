import { fieldsOf } from '#web/components/ui/form/typed-fields';
import type { PropertyFormValues } from '../lib/form-values';

export const { TextField, NumberField, SelectField, CheckField } = fieldsOf<PropertyFormValues>();
