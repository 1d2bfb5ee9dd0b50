import { z } from 'zod';
import { moderatedPropertyEdit, type ModerationDetail } from '#contract/dashboard/properties';
import { fieldsOf } from '#web/components/ui/form/typed-fields';

/** The edit dialog's fields as the inputs hold them: the price as typed, the agent's id as chosen ('' for none). */
export interface PropertyEditValues {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  price: string;
  agentId: string;
}

const edit = moderatedPropertyEdit.shape;
/** An empty number field is a missing value, for the schema to say so. */
const numberOfText = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The contract's edit fields, fed from the inputs: the price is required here (the dialog always
 * shows one; the owner's form limits), the agent '' is none.
 */
export const propertyEditForm = z.object({
  titleAr: edit.titleAr,
  titleEn: edit.titleEn,
  descriptionAr: edit.descriptionAr,
  descriptionEn: edit.descriptionEn,
  price: z.preprocess(numberOfText, edit.price.unwrap()),
  agentId: z.preprocess((id: string) => (id === '' ? null : Number(id)), edit.agentId),
});

export const editValuesOf = (ad: ModerationDetail): PropertyEditValues => ({
  titleAr: ad.titleAr ?? '',
  titleEn: ad.titleEn ?? '',
  descriptionAr: ad.descriptionAr ?? '',
  descriptionEn: ad.descriptionEn ?? '',
  price: String(ad.price),
  agentId: ad.agent ? String(ad.agent.id) : '',
});

export const { TextField, NumberField, SelectField } = fieldsOf<PropertyEditValues>();
