/**
 * Form plumbing shared by the account and admin screens: read named fields as trimmed-or-raw strings,
 * and report a validation problem as a toast while marking and focusing the field.
 */
import { useState } from 'react';
import type { AdminRuleProblem } from '#api/contract/admin-form-messages.ts';
import type { RuleProblem } from '#api/contract/form-messages.ts';
import type { MessageKey } from '../i18n/en.ts';
import { useT, type TextKey } from './i18n.ts';
import { toast } from './toast.ts';

/** What a validator returns: the message (with an optional title) and the field to fix. */
export interface FormProblem<F extends string = string> {
  /** A plural message ('Password must be at least {count} characters') comes with `vars.count`. */
  message: MessageKey;
  title?: TextKey;
  vars?: Record<string, string | number>;
  field?: F;
}

/** A shared rule's problem as the form reports it: the same message the server would send. */
export function fromRule<F extends string>(
  problem: RuleProblem<F> | AdminRuleProblem<F> | null,
): FormProblem<F> | null {
  if (!problem) return null;
  return {
    message: `form.${problem.code}`,
    ...(problem.vars ? { vars: problem.vars } : {}),
    ...(problem.field === undefined ? {} : { field: problem.field }),
  };
}

/** The named fields' values as strings (a missing or file field reads as ''). */
export function readForm<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export function useFormProblem<F extends string>() {
  const t = useT();
  const [invalidField, setInvalidField] = useState<F | null>(null);

  const report = (problem: FormProblem<F>, form?: HTMLFormElement | null) => {
    setInvalidField(problem.field ?? null);
    const message = t(problem.message, problem.vars);
    toast(
      problem.title
        ? { title: t(problem.title), description: message, variant: 'error' }
        : { title: message, variant: 'error' },
    );
    const control = problem.field ? form?.elements.namedItem(problem.field) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  return {
    /** True for the field the last problem named: spread as `invalid={isInvalid('email')}`. */
    isInvalid: (field: F) => invalidField === field,
    report,
    /** Marks a field as the one to fix without a message of its own (the caller said why). */
    markInvalid: (field: F) => setInvalidField(field),
    clear: () => setInvalidField(null),
  };
}
