//! The fields of a project its organization writes, parsed from the wizard's form for create and
//! edit (absent fields keep their value; the result is checked as a whole). A draft may be
//! incomplete; anything else (published, submitted for review) must have every required field.

use serde_json::Value;

use super::{
    ImpactAssessmentType, Project, SocialCause, Track, WalletEnv, cardano_address, named, one_of, usd_cents,
    video_embed,
};
use crate::free_text::{Lines, Text};
use crate::text::{Email, web_url};
use crate::{FieldError, FieldErrors, MediaId, ProjectStatus};

/// The form as sent: every value as given, `None` when absent.
#[derive(Debug, Clone, Copy, Default)]
pub struct ProjectForm<'a> {
    pub title: Option<&'a str>,
    pub description: Option<&'a str>,
    pub social_cause: Option<&'a str>,
    pub category: Option<&'a str>,
    pub email: Option<&'a str>,
    pub cover_id: Option<&'a str>,
    pub problem_statement: Option<&'a str>,
    pub solution: Option<&'a str>,
    pub goals: Option<&'a str>,
    pub cost_breakdown: Option<&'a str>,
    pub feasibility: Option<&'a str>,
    pub impact_assessment: Option<&'a str>,
    /// USD, as a JSON number or decimal text.
    pub total_requested_amount: Option<&'a Value>,
    pub city: Option<&'a str>,
    pub country: Option<&'a str>,
    pub website: Option<&'a str>,
    pub linkedin: Option<&'a str>,
    pub video: Option<&'a str>,
    pub voluntery_contribution: Option<&'a str>,
    pub impact_assessment_type: Option<&'a str>,
    pub wallet_address: Option<&'a str>,
    pub wallet_env: Option<&'a str>,
    pub status: Option<&'a str>,
}

/// Every field of a project its organization writes, valid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectFields {
    pub title: String,
    pub description: String,
    /// `None` while a draft has none.
    pub social_cause: Option<SocialCause>,
    /// `None` while a draft has none.
    pub category: Option<Track>,
    pub email: String,
    pub linkedin: Option<String>,
    pub website: Option<String>,
    pub video: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub problem_statement: String,
    pub solution: String,
    pub goals: String,
    pub cost_breakdown: String,
    pub impact_assessment: String,
    pub impact_assessment_type: ImpactAssessmentType,
    pub feasibility: String,
    pub voluntery_contribution: Option<String>,
    pub total_requested_cents: i64,
    pub cover_id: Option<MediaId>,
    pub wallet_address: Option<String>,
    pub wallet_env: WalletEnv,
    pub status: ProjectStatus,
}

/// A title, a place: one line.
const LINE: (usize, Lines) = (200, Lines::One);
/// The wizard's long answers: plain text, or HTML from a rich-text editor with its structure.
const ESSAY: (usize, Lines) = (20_000, Lines::Rich);

impl ProjectFields {
    /// The fields a project has now, to change some of them.
    pub fn of(p: &Project) -> Self {
        Self {
            title: p.title.clone(),
            description: p.description.clone(),
            social_cause: p.social_cause,
            category: p.category,
            email: p.email.clone(),
            linkedin: p.linkedin.clone(),
            website: p.website.clone(),
            video: p.video.clone(),
            city: p.city.clone(),
            country: p.country.clone(),
            problem_statement: p.problem_statement.clone(),
            solution: p.solution.clone(),
            goals: p.goals.clone(),
            cost_breakdown: p.cost_breakdown.clone(),
            impact_assessment: p.impact_assessment.clone(),
            impact_assessment_type: p.impact_assessment_type,
            feasibility: p.feasibility.clone(),
            voluntery_contribution: p.voluntery_contribution.clone(),
            total_requested_cents: p.total_requested_cents,
            cover_id: p.cover_id,
            wallet_address: p.wallet_address.clone(),
            wallet_env: p.wallet_env,
            status: p.status,
        }
    }

    /// The fields `form` gives over `current` (the stored project when editing), or every
    /// field's error. The cover is only parsed: the caller checks it belongs to the organization.
    pub fn parse(form: &ProjectForm<'_>, current: Option<&ProjectFields>) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let c = current;
        let title = text(&mut e, "title", form.title, c.map(|c| c.title.as_str()), LINE);
        let description = text(&mut e, "description", form.description, c.map(|c| c.description.as_str()), ESSAY);
        let problem_statement =
            text(&mut e, "problem_statement", form.problem_statement, c.map(|c| c.problem_statement.as_str()), ESSAY);
        let solution = text(&mut e, "solution", form.solution, c.map(|c| c.solution.as_str()), ESSAY);
        let goals = text(&mut e, "goals", form.goals, c.map(|c| c.goals.as_str()), ESSAY);
        let cost_breakdown =
            text(&mut e, "cost_breakdown", form.cost_breakdown, c.map(|c| c.cost_breakdown.as_str()), ESSAY);
        let feasibility = text(&mut e, "feasibility", form.feasibility, c.map(|c| c.feasibility.as_str()), ESSAY);
        let impact_assessment =
            text(&mut e, "impact_assessment", form.impact_assessment, c.map(|c| c.impact_assessment.as_str()), ESSAY);
        let social_cause =
            e.check("social_cause", pick(form.social_cause, c.map(|c| c.social_cause), SocialCause::parse));
        let category = e.check("category", pick(form.category, c.map(|c| c.category), Track::parse));
        let impact_assessment_type = match (form.impact_assessment_type, c) {
            (None, Some(c)) => Some(c.impact_assessment_type),
            (None, None) => Some(ImpactAssessmentType::OptionA),
            (raw, _) => e.check("impact_assessment_type", named(raw, ImpactAssessmentType::parse)),
        };
        let status = match (form.status, c) {
            (None, Some(c)) => Some(c.status),
            (None, None) => Some(ProjectStatus::Active),
            (raw, _) => e.check("status", publishing(raw)),
        };
        let draft = status.is_some_and(|requested| ProjectStatus::stays_draft(c.map(|c| c.status), requested));
        let wallet_env = match (form.wallet_env, c) {
            (None, Some(c)) => Some(c.wallet_env),
            (None, None) => Some(WalletEnv::Cardano),
            (raw, _) => e.check("wallet_env", named(raw, WalletEnv::parse)),
        };
        let email = match (form.email, c) {
            (None, Some(c)) => Some(c.email.clone()),
            (raw, _) if blank(raw) => Some(String::new()),
            (raw, _) => e.check("email", Email::parse(raw).map(Email::into_inner)),
        };
        let total = match (form.total_requested_amount, c) {
            (None, Some(c)) => Some(c.total_requested_cents),
            (None, None) => Some(0),
            (Some(Value::String(s)), _) if s.trim().is_empty() => Some(0),
            (Some(v), _) => e.check("total_requested_amount", amount(v)),
        };
        let cover_id = match (form.cover_id.map(str::trim).filter(|s| !s.is_empty()), c) {
            (None, Some(c)) => c.cover_id,
            (None, None) => None,
            (Some(raw), _) => e.check("cover_id", raw.parse().map_err(|_| FieldError::Invalid)),
        };
        let website = link(&mut e, "website", form.website, c.map(|c| c.website.clone()));
        let linkedin = link(&mut e, "linkedin", form.linkedin, c.map(|c| c.linkedin.clone()));
        let video = link(&mut e, "video", form.video, c.map(|c| c.video.clone()));
        if form.video.is_some() && video.as_deref().is_some_and(|v| video_embed(v).is_none()) {
            e.add("video", FieldError::InvalidUrl);
        }
        let city = optional_text(&mut e, "city", form.city, c.map(|c| c.city.clone()), LINE);
        let country = optional_text(&mut e, "country", form.country, c.map(|c| c.country.clone()), LINE);
        let voluntery_contribution = optional_text(
            &mut e,
            "voluntery_contribution",
            form.voluntery_contribution,
            c.map(|c| c.voluntery_contribution.clone()),
            (2000, Lines::Many),
        );
        let wallet_address = match (form.wallet_address.map(str::trim).filter(|s| !s.is_empty()), c) {
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
                ("social_cause", social_cause.is_none_or(|v| v.is_some())),
                ("category", category.is_none_or(|v| v.is_some())),
                ("email", email.as_ref().is_none_or(|v| !v.is_empty())),
                ("total_requested_amount", total.is_none_or(|cents| cents > 0)),
                // Projects stored before covers were required keep being editable without one.
                ("cover_id", cover_id.is_some() || c.is_some_and(|c| c.status != ProjectStatus::Draft)),
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
        Ok(Self {
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
}

/// A text field: the given value under the [`Text`] rules (blank is empty), or the stored one
/// when absent. Whether it may stay empty is decided once for the whole form.
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

fn link(errors: &mut FieldErrors, field: &str, raw: Option<&str>, current: Option<Option<String>>) -> Option<String> {
    match (raw, current) {
        (None, Some(current)) => current,
        (raw, _) => errors.check(field, web_url(raw)).flatten(),
    }
}

/// A vocabulary value: the stored one when absent, `None` when blank, else an exact name.
fn pick<T: Copy>(
    raw: Option<&str>,
    current: Option<Option<T>>,
    parse: fn(&str) -> Option<T>,
) -> Result<Option<T>, FieldError> {
    match (raw, current) {
        (None, Some(current)) => Ok(current),
        (raw, _) if blank(raw) => Ok(None),
        (raw, _) => raw.map(str::trim).and_then(parse).map(Some).ok_or(FieldError::Invalid),
    }
}

/// The status a form may ask for: `ACTIVE` to publish, or `DRAFT`.
fn publishing(raw: Option<&str>) -> Result<ProjectStatus, FieldError> {
    let allowed = [ProjectStatus::Active, ProjectStatus::Draft];
    let name = one_of(raw, &allowed.map(ProjectStatus::as_str))?;
    allowed.into_iter().find(|s| s.as_str() == name).ok_or(FieldError::Invalid)
}

fn blank(raw: Option<&str>) -> bool {
    raw.is_none_or(|raw| raw.trim().is_empty())
}

fn amount(value: &Value) -> Result<i64, FieldError> {
    let number = match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse::<f64>().ok(),
        _ => None,
    };
    number.ok_or(FieldError::Invalid).and_then(usd_cents)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complete() -> ProjectForm<'static> {
        ProjectForm {
            title: Some("Clean water"),
            description: Some("Wells."),
            social_cause: Some("WATER_SANITATION"),
            category: Some("EMERGING_MARKETS"),
            email: Some("team@example.org"),
            cover_id: Some("0190f0a4-1c2b-7d3e-8f40-123456789abc"),
            problem_statement: Some("Thirst."),
            solution: Some("Wells."),
            goals: Some("Ten wells."),
            cost_breakdown: Some("All of it."),
            feasibility: Some("Done before."),
            impact_assessment: Some("Litres."),
            ..ProjectForm::default()
        }
    }

    #[test]
    fn a_complete_form_parses_into_typed_fields() {
        let amount = serde_json::json!(1500);
        let form = ProjectForm { total_requested_amount: Some(&amount), ..complete() };
        let fields = ProjectFields::parse(&form, None).unwrap();
        assert_eq!(fields.social_cause, Some(SocialCause::WaterSanitation));
        assert_eq!(fields.category, Some(Track::EmergingMarkets));
        assert_eq!(fields.status, ProjectStatus::Active);
        assert_eq!(fields.total_requested_cents, 150_000);
    }

    #[test]
    fn unknown_names_are_invalid_and_blank_ones_required_unless_a_draft() {
        let amount = serde_json::json!(10);
        let form = ProjectForm {
            social_cause: Some("social"),
            category: Some(" "),
            total_requested_amount: Some(&amount),
            ..complete()
        };
        let errors = ProjectFields::parse(&form, None).unwrap_err();
        let errors: Vec<_> = errors.iter().collect();
        assert_eq!(errors, vec![("category", FieldError::Required), ("social_cause", FieldError::Invalid)]);
        let draft = ProjectForm { status: Some("DRAFT"), ..ProjectForm::default() };
        let fields = ProjectFields::parse(&draft, None).unwrap();
        assert_eq!((fields.social_cause, fields.category, fields.status), (None, None, ProjectStatus::Draft));
        let bad = ProjectForm { status: Some("SUBMITTED"), ..draft };
        let errors = ProjectFields::parse(&bad, None).unwrap_err();
        assert!(errors.iter().any(|e| e == ("status", FieldError::Invalid)), "only ACTIVE or DRAFT may be asked for");
    }

    #[test]
    fn absent_fields_keep_their_stored_value() {
        let draft = ProjectForm { status: Some("DRAFT"), social_cause: Some("HUNGER"), ..ProjectForm::default() };
        let stored = ProjectFields::parse(&draft, None).unwrap();
        let edit = ProjectForm { title: Some("Soup"), ..ProjectForm::default() };
        let edited = ProjectFields::parse(&edit, Some(&stored)).unwrap();
        assert_eq!(edited.social_cause, Some(SocialCause::Hunger));
        assert_eq!((edited.title.as_str(), edited.status), ("Soup", ProjectStatus::Draft));
    }
}
