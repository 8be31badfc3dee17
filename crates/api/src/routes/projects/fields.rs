//! The project form on the wire (ProjectWrite), for create and edit, and its glue to the domain's
//! parser ([`ProjectFields::parse`]: absent fields keep their value, a draft may be incomplete).

use chrono::{DateTime, Utc};
use matchpool_domain::project::{ProjectFields, ProjectForm};
use matchpool_domain::{FieldError, FieldErrors};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The fields of the project wizard. Unknown keys (`id`, `cover_url`, `mode`) are ignored.
#[derive(Debug, Default, Deserialize, Serialize, utoipa::ToSchema)]
pub struct ProjectWrite {
    pub title: Option<String>,
    pub description: Option<String>,
    /// Blank for none (a draft).
    #[schema(schema_with = crate::views::vocabulary::social_cause_or_blank)]
    pub social_cause: Option<String>,
    /// The track; blank for none (a draft).
    #[schema(schema_with = crate::views::vocabulary::track_or_blank)]
    pub category: Option<String>,
    pub email: Option<String>,
    pub cover_id: Option<String>,
    pub problem_statement: Option<String>,
    pub solution: Option<String>,
    pub goals: Option<String>,
    pub cost_breakdown: Option<String>,
    pub feasibility: Option<String>,
    pub impact_assessment: Option<String>,
    /// USD, above zero.
    #[schema(value_type = Option<f64>)]
    pub total_requested_amount: Option<Value>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub website: Option<String>,
    pub linkedin: Option<String>,
    /// A YouTube or Vimeo link.
    pub video: Option<String>,
    pub voluntery_contribution: Option<String>,
    /// `OPTION_A` (default) or `OPTION_B`.
    #[schema(value_type = Option<matchpool_domain::project::ImpactAssessmentType>)]
    pub impact_assessment_type: Option<String>,
    /// A Cardano address; cannot change once set.
    pub wallet_address: Option<String>,
    /// `CARDANO` (the default, and the only one).
    #[schema(value_type = Option<matchpool_domain::project::WalletEnv>)]
    pub wallet_env: Option<String>,
    /// `ACTIVE` (default) to publish, or `DRAFT`. A draft may leave any field empty (what is given
    /// is still checked); publishing it checks that every required field is filled.
    pub status: Option<String>,
    /// Edits only: the `updated_at` of the copy this edit was made from. When the project has
    /// changed since (another device saved it), the answer is 409 `project.edit_conflict` and
    /// nothing changes.
    #[schema(value_type = Option<String>, format = DateTime)]
    pub base_updated_at: Option<String>,
}

/// The `base_updated_at` of an edit, if given.
pub fn base_updated_at(body: &ProjectWrite) -> Result<Option<DateTime<Utc>>, FieldErrors> {
    let Some(raw) = body.base_updated_at.as_deref() else {
        return Ok(None);
    };
    let mut errors = FieldErrors::new();
    let parsed = errors.check(
        "base_updated_at",
        DateTime::parse_from_rfc3339(raw.trim()).map(|at| at.with_timezone(&Utc)).map_err(|_| FieldError::Invalid),
    );
    errors.into_result().map(|()| parsed)
}

/// The form as the domain reads it.
fn form(body: &ProjectWrite) -> ProjectForm<'_> {
    ProjectForm {
        title: body.title.as_deref(),
        description: body.description.as_deref(),
        social_cause: body.social_cause.as_deref(),
        category: body.category.as_deref(),
        email: body.email.as_deref(),
        cover_id: body.cover_id.as_deref(),
        problem_statement: body.problem_statement.as_deref(),
        solution: body.solution.as_deref(),
        goals: body.goals.as_deref(),
        cost_breakdown: body.cost_breakdown.as_deref(),
        feasibility: body.feasibility.as_deref(),
        impact_assessment: body.impact_assessment.as_deref(),
        total_requested_amount: body.total_requested_amount.as_ref(),
        city: body.city.as_deref(),
        country: body.country.as_deref(),
        website: body.website.as_deref(),
        linkedin: body.linkedin.as_deref(),
        video: body.video.as_deref(),
        voluntery_contribution: body.voluntery_contribution.as_deref(),
        impact_assessment_type: body.impact_assessment_type.as_deref(),
        wallet_address: body.wallet_address.as_deref(),
        wallet_env: body.wallet_env.as_deref(),
        status: body.status.as_deref(),
    }
}

/// The fields the body gives over `current` (the stored project when editing), or every
/// field's error ([`ProjectFields::parse`]). `cover_id` is only parsed; the caller checks it
/// belongs to them.
pub fn parse(body: &ProjectWrite, current: Option<&ProjectFields>) -> Result<ProjectFields, FieldErrors> {
    ProjectFields::parse(&form(body), current)
}
