//! The project form (ProjectWrite) and its validation, for create and edit (absent fields keep
//! their value; the result is validated as a whole). A draft may be incomplete; anything else
//! (published, submitted for review) must have every required field.

use chrono::{DateTime, Utc};
use matchpool_domain::free_text::{Lines, Text};
use matchpool_domain::project::{
    CATEGORIES, IMPACT_ASSESSMENT_TYPES, SOCIAL_CAUSES, cardano_address, one_of, usd_cents, video_embed,
};
use matchpool_domain::text::{Email, web_url};
use matchpool_domain::{FieldError, FieldErrors, ProjectStatus};
use matchpool_store::projects::ProjectFields;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The fields of the project wizard. Unknown keys (`id`, `cover_url`, `mode`) are ignored.
#[derive(Debug, Default, Deserialize, Serialize, utoipa::ToSchema)]
pub struct ProjectWrite {
    pub title: Option<String>,
    pub description: Option<String>,
    pub social_cause: Option<String>,
    /// The track: `EMERGING_MARKETS`, `OPEN_INNOVATION` or `WOMEN_LEADERS`.
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
    pub impact_assessment_type: Option<String>,
    /// A Cardano address; cannot change once set.
    pub wallet_address: Option<String>,
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

/// A text field: the given value under the [`Text`] rules (blank is empty), or the stored one
/// when absent. Whether it may stay empty is decided once for the whole form, in [`parse`].
fn text(
    errors: &mut FieldErrors,
    field: &str,
    raw: Option<&str>,
    current: Option<&str>,
    rule: (usize, Lines),
) -> String {
    match (raw, current) {
        (None, Some(current)) => current.to_owned(),
        (raw, _) => {
            errors.check(field, Text::optional(raw, rule.0, rule.1)).flatten().map(Text::into_inner).unwrap_or_default()
        }
    }
}

fn optional_text(
    errors: &mut FieldErrors,
    field: &str,
    raw: Option<&str>,
    current: Option<Option<String>>,
    rule: (usize, Lines),
) -> Option<String> {
    match (raw, current) {
        (None, Some(current)) => current,
        (raw, _) => errors.check(field, Text::optional(raw, rule.0, rule.1)).flatten().map(Text::into_inner),
    }
}

fn blank(raw: Option<&str>) -> bool {
    raw.is_none_or(|raw| raw.trim().is_empty())
}

/// A title, a place: one line.
const LINE: (usize, Lines) = (200, Lines::One);
/// The wizard's long answers: plain text, or HTML from a rich-text editor with its structure.
const ESSAY: (usize, Lines) = (20_000, Lines::Rich);

fn amount(value: &Value) -> Result<i64, FieldError> {
    let number = match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse::<f64>().ok(),
        _ => None,
    };
    number.ok_or(FieldError::Invalid).and_then(usd_cents)
}

/// The validated fields, or every field's error. `current` is the stored project when editing.
/// `cover_id` is returned separately as parsed; the caller checks it belongs to them.
pub fn parse(body: &ProjectWrite, current: Option<&ProjectFields>) -> Result<ProjectFields, FieldErrors> {
    let mut e = FieldErrors::new();
    let c = current;
    let title = text(&mut e, "title", body.title.as_deref(), c.map(|c| c.title.as_str()), LINE);
    let description =
        text(&mut e, "description", body.description.as_deref(), c.map(|c| c.description.as_str()), ESSAY);
    let problem_statement = text(
        &mut e,
        "problem_statement",
        body.problem_statement.as_deref(),
        c.map(|c| c.problem_statement.as_str()),
        ESSAY,
    );
    let solution = text(&mut e, "solution", body.solution.as_deref(), c.map(|c| c.solution.as_str()), ESSAY);
    let goals = text(&mut e, "goals", body.goals.as_deref(), c.map(|c| c.goals.as_str()), ESSAY);
    let cost_breakdown =
        text(&mut e, "cost_breakdown", body.cost_breakdown.as_deref(), c.map(|c| c.cost_breakdown.as_str()), ESSAY);
    let feasibility =
        text(&mut e, "feasibility", body.feasibility.as_deref(), c.map(|c| c.feasibility.as_str()), ESSAY);
    let impact_assessment = text(
        &mut e,
        "impact_assessment",
        body.impact_assessment.as_deref(),
        c.map(|c| c.impact_assessment.as_str()),
        ESSAY,
    );

    let pick = |raw: Option<&str>, current: Option<&str>, allowed: &[&'static str]| match (raw, current) {
        (None, Some(current)) => Ok(current.to_owned()),
        (raw, _) if blank(raw) => Ok(String::new()),
        (raw, _) => one_of(raw, allowed).map(str::to_owned),
    };
    let social_cause =
        e.check("social_cause", pick(body.social_cause.as_deref(), c.map(|c| c.social_cause.as_str()), &SOCIAL_CAUSES));
    let category = e.check("category", pick(body.category.as_deref(), c.map(|c| c.category.as_str()), &CATEGORIES));
    let impact_assessment_type = match (body.impact_assessment_type.as_deref(), c) {
        (None, Some(c)) => Some(c.impact_assessment_type.clone()),
        (None, None) => Some("OPTION_A".to_owned()),
        (raw, _) => e.check("impact_assessment_type", one_of(raw, &IMPACT_ASSESSMENT_TYPES).map(str::to_owned)),
    };
    let status = match (body.status.as_deref(), c) {
        (None, Some(c)) => Some(c.status.clone()),
        (None, None) => Some(ProjectStatus::Active.as_str().to_owned()),
        (raw, _) => e.check(
            "status",
            one_of(raw, &[ProjectStatus::Active.as_str(), ProjectStatus::Draft.as_str()]).map(str::to_owned),
        ),
    };
    let draft = status.as_deref().and_then(ProjectStatus::parse).is_some_and(|requested| {
        ProjectStatus::stays_draft(c.and_then(|c| ProjectStatus::parse(&c.status)), requested)
    });
    let wallet_env = match (body.wallet_env.as_deref(), c) {
        (None, Some(c)) => Some(c.wallet_env.clone()),
        (None, None) => Some("CARDANO".to_owned()),
        (raw, _) => e.check("wallet_env", one_of(raw, &["CARDANO"]).map(str::to_owned)),
    };
    let email = match (body.email.as_deref(), c) {
        (None, Some(c)) => Some(c.email.clone()),
        (raw, _) if blank(raw) => Some(String::new()),
        (raw, _) => e.check("email", Email::parse(raw).map(Email::into_inner)),
    };
    let total = match (&body.total_requested_amount, c) {
        (None, Some(c)) => Some(c.total_requested_cents),
        (None, None) => Some(0),
        (Some(Value::String(s)), _) if s.trim().is_empty() => Some(0),
        (Some(v), _) => e.check("total_requested_amount", amount(v)),
    };
    let cover_id = match (body.cover_id.as_deref().map(str::trim).filter(|s| !s.is_empty()), c) {
        (None, Some(c)) => c.cover_id,
        (None, None) => None,
        (Some(raw), _) => e.check("cover_id", raw.parse().map_err(|_| FieldError::Invalid)),
    };
    let link =
        |e: &mut FieldErrors, field: &str, raw: Option<&str>, current: Option<Option<String>>| match (raw, current) {
            (None, Some(current)) => current,
            (raw, _) => e.check(field, web_url(raw)).flatten(),
        };
    let website = link(&mut e, "website", body.website.as_deref(), c.map(|c| c.website.clone()));
    let linkedin = link(&mut e, "linkedin", body.linkedin.as_deref(), c.map(|c| c.linkedin.clone()));
    let video = link(&mut e, "video", body.video.as_deref(), c.map(|c| c.video.clone()));
    if body.video.is_some() && video.as_deref().is_some_and(|v| video_embed(v).is_none()) {
        e.add("video", FieldError::InvalidUrl);
    }
    let city = optional_text(&mut e, "city", body.city.as_deref(), c.map(|c| c.city.clone()), LINE);
    let country = optional_text(&mut e, "country", body.country.as_deref(), c.map(|c| c.country.clone()), LINE);
    let voluntery_contribution = optional_text(
        &mut e,
        "voluntery_contribution",
        body.voluntery_contribution.as_deref(),
        c.map(|c| c.voluntery_contribution.clone()),
        (2000, Lines::Many),
    );
    let wallet_address = match (body.wallet_address.as_deref().map(str::trim).filter(|s| !s.is_empty()), c) {
        (None, Some(c)) => c.wallet_address.clone(),
        (None, None) => None,
        (Some(raw), _) => e.check("wallet_address", cardano_address(raw)),
    };
    if !draft {
        let filled = [
            ("title", !title.is_empty()),
            ("description", !description.is_empty()),
            ("problem_statement", !problem_statement.is_empty()),
            ("solution", !solution.is_empty()),
            ("goals", !goals.is_empty()),
            ("cost_breakdown", !cost_breakdown.is_empty()),
            ("feasibility", !feasibility.is_empty()),
            ("impact_assessment", !impact_assessment.is_empty()),
            ("social_cause", social_cause.as_ref().is_none_or(|v| !v.is_empty())),
            ("category", category.as_ref().is_none_or(|v| !v.is_empty())),
            ("email", email.as_ref().is_none_or(|v| !v.is_empty())),
            ("total_requested_amount", total.is_none_or(|cents| cents > 0)),
            // Projects stored before covers were required keep being editable without one.
            ("cover_id", cover_id.is_some() || c.is_some_and(|c| c.status != ProjectStatus::Draft.as_str())),
        ];
        for (field, _) in filled.into_iter().filter(|(_, filled)| !filled) {
            e.add(field, FieldError::Required);
        }
    }
    let (
        Some(social_cause),
        Some(category),
        Some(impact_assessment_type),
        Some(status),
        Some(wallet_env),
        Some(email),
        Some(total),
    ) = (social_cause, category, impact_assessment_type, status, wallet_env, email, total)
    else {
        return Err(e);
    };
    e.into_result()?;
    Ok(ProjectFields {
        title,
        description,
        social_cause,
        category,
        email,
        linkedin,
        website,
        video,
        city,
        country,
        problem_statement,
        solution,
        goals,
        cost_breakdown,
        impact_assessment,
        impact_assessment_type,
        feasibility,
        voluntery_contribution,
        total_requested_cents: total,
        cover_id,
        wallet_address,
        wallet_env,
        status,
    })
}
