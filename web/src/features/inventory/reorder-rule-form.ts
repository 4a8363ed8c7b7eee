/** The item page's reorder rule form: its values from a pair, and the request body checked by the shared schema. */
import { reorderRuleSchema, type ReorderRuleInput, type ReorderRuleView } from '../../../../shared/inventory/replenishment.ts';
import { validate, type Validation } from '../../lib/validate.ts';

export type RuleFormValues = {
  warehouseId: string;
  supplierId: string;
  min: string;
  max: string;
  multiple: string;
  leadTimeDays: string;
};

export const emptyRuleForm: RuleFormValues = { warehouseId: '', supplierId: '', min: '', max: '', multiple: '1', leadTimeDays: '0' };

/** The form as a pair's rule fills it (Edit), or a new rule for that warehouse. */
export function ruleFormOf(view: ReorderRuleView): RuleFormValues {
  const rule = view.rule;
  return rule
    ? {
        warehouseId: view.warehouseId,
        supplierId: rule.supplierId,
        min: String(rule.min),
        max: String(rule.max),
        multiple: String(rule.multiple),
        leadTimeDays: String(rule.leadTimeDays),
      }
    : { ...emptyRuleForm, warehouseId: view.warehouseId };
}

/** The body of POST reorder-rules, or the shared schema's first message (the server's own). */
export function ruleBodyOf(itemId: string, v: RuleFormValues): Validation<ReorderRuleInput> {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
  return validate(reorderRuleSchema, {
    itemId,
    warehouseId: v.warehouseId,
    supplierId: v.supplierId,
    min: number(v.min),
    max: number(v.max),
    multiple: number(v.multiple),
    leadTimeDays: number(v.leadTimeDays),
  });
}
