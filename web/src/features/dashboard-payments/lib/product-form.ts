import { z } from 'zod';
import { productChangeBody, type VisibilityProductView } from '#contract/dashboard/payments-finance';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { halalasOf, riyalsText } from '#web/lib/formatting/halalas-input';

/** A product's fields as typed: the price in riyals ("49.00"), numbers as text, '' for none. */
export interface ProductValues {
  nameAr: string;
  nameEn: string;
  netPrice: string;
  days: string;
  credits: string;
  creditCost: string;
  onSale: boolean;
  position: string;
}

const wholeOrNaN = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The contract's change, fed from the fields, with only what the product's kind has: a feature's
 * days, a package's credits, a feature's or a bump's credit cost.
 */
export const productForm = (product: VisibilityProductView) =>
  z.preprocess(
    (values: ProductValues) => ({
      nameAr: values.nameAr,
      nameEn: values.nameEn,
      netPrice: halalasOf(values.netPrice) ?? Number.NaN,
      onSale: values.onSale,
      position: wholeOrNaN(values.position),
      ...(product.kind === 'feature' ? { days: Number(values.days) } : {}),
      ...(product.kind === 'credits' ? { credits: wholeOrNaN(values.credits) } : {}),
      ...(product.kind === 'credits'
        ? {}
        : { creditCost: values.creditCost.trim() === '' ? null : wholeOrNaN(values.creditCost) }),
    }),
    productChangeBody,
  );

export const productValuesOf = (product: VisibilityProductView): ProductValues => ({
  nameAr: product.nameAr,
  nameEn: product.nameEn,
  netPrice: riyalsText(product.netPrice),
  days: String(product.days ?? ''),
  credits: String(product.credits ?? ''),
  creditCost: product.creditCost === null ? '' : String(product.creditCost),
  onSale: product.onSale,
  position: String(product.position),
});

export const { TextField, NumberField, SelectField, CheckField } = fieldsOf<ProductValues>();
