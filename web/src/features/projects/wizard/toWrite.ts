import type { ProjectWrite } from '../api/types';
import type { DraftValues } from './draft';

/** The draft as the API takes it; empty optional fields are dropped by the API client. */
export function toProjectWrite(values: DraftValues): ProjectWrite {
  const trim = (value: string) => value.trim();
  return {
    title: trim(values.title),
    description: trim(values.description),
    // The form keeps what its selects offer (the server's causes and tracks, or '' before a
    // choice) as text; the server answers any other name with 422 `invalid` on the field.
    social_cause: values.social_cause as ProjectWrite['social_cause'],
    category: values.category as ProjectWrite['category'],
    city: trim(values.city),
    country: trim(values.country),
    email: trim(values.email),
    website: trim(values.website),
    linkedin: trim(values.linkedin),
    problem_statement: trim(values.problem_statement),
    solution: trim(values.solution),
    goals: trim(values.goals),
    cost_breakdown: trim(values.cost_breakdown),
    total_requested_amount: Number(values.total_requested_amount),
    impact_assessment_type: values.impact_assessment_type,
    impact_assessment: trim(values.impact_assessment),
    feasibility: trim(values.feasibility),
    cover_id: values.cover_id,
    video: trim(values.video),
    wallet_address: trim(values.wallet_address),
    voluntery_contribution: trim(values.voluntery_contribution),
  };
}
