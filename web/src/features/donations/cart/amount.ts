import { MAX_DONATION } from '../schemas';
import { WHOLE_NUMBER } from '../utils/money';

/** Whether a typed amount is one the cart takes, and if not, why. */
export function amountProblem(text: string): 'required' | 'whole_number' | 'min_amount' | 'max_amount' | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!WHOLE_NUMBER.test(value)) return 'whole_number';
  if (Number(value) < 1) return 'min_amount';
  return Number(value) > MAX_DONATION ? 'max_amount' : null;
}
