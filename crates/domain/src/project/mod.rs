//! Projects: the vocabularies (social causes, tracks, impact assessment types), and the rules on
//! the values people type into the wizard ([`ProjectFields::parse`]).

use std::str::FromStr;

use crate::fields::FieldError;

#[macro_use]
mod vocabulary;
mod fields;

pub use fields::{ProjectFields, ProjectForm};

vocabulary! {
    /// A project's social cause: the 60 of platform-spec §3, in its order, by their wire and
    /// stored names.
    SocialCause {
        Social => "SOCIAL",
        Poverty => "POVERTY",
        Homelessness => "HOMELESSNESS",
        Hunger => "HUNGER",
        Health => "HEALTH",
        SubstanceAbuse => "SUBSTANCE_ABUSE",
        Mental => "MENTAL",
        Bullying => "BULLYING",
        Security => "SECURITY",
        Education => "EDUCATION",
        GenderEquality => "GENDER_EQUALITY",
        GenderBasedViolence => "GENDER_BASED_VIOLENCE",
        SexualViolence => "SEXUAL_VIOLENCE",
        DomesticViolence => "DOMESTIC_VIOLENCE",
        WaterSanitation => "WATER_SANITATION",
        SustainableEnergy => "SUSTAINABLE_ENERGY",
        DecentWork => "DECENT_WORK",
        Inequality => "INEQUALITY",
        Minority => "MINORITY",
        Multiculturalism => "MULTICULTURALISM",
        DiversityInclusion => "DIVERSITY_INCLUSION",
        IndigenousPeoples => "INDIGENOUS_PEOPLES",
        Disability => "DISABILITY",
        Lgbtqi => "LGBTQI",
        Refugee => "REFUGEE",
        Migrants => "MIGRANTS",
        Orphans => "ORPHANS",
        ChildProtection => "CHILD_PROTECTION",
        CommunityDevelopment => "COMMUNITY_DEVELOPMENT",
        Depopulation => "DEPOPULATION",
        Overpopulation => "OVERPOPULATION",
        HumanRights => "HUMAN_RIGHTS",
        Sustainability => "SUSTAINABILITY",
        ResponsibleConsumption => "RESPONSIBLE_CONSUMPTION",
        ClimateChange => "CLIMATE_CHANGE",
        NaturalDisasters => "NATURAL_DISASTERS",
        Biodiversity => "BIODIVERSITY",
        AnimalRights => "ANIMAL_RIGHTS",
        ArmedConflict => "ARMED_CONFLICT",
        Peacebuilding => "PEACEBUILDING",
        Democracy => "DEMOCRACY",
        CivicEngagement => "CIVIC_ENGAGEMENT",
        Justice => "JUSTICE",
        Governance => "GOVERNANCE",
        CrimePrevention => "CRIME_PREVENTION",
        Corruption => "CORRUPTION",
        Other => "OTHER",
        RuralDevelopment => "RURAL_DEVELOPMENT",
        Veganism => "VEGANISM",
        BlackLivesMatter => "BLACK_LIVES_MATTER",
        Islamophobia => "ISLAMOPHOBIA",
        AntiSemitism => "ANTI_SEMITISM",
        Abortion => "ABORTION",
        Euthanasia => "EUTHANASIA",
        Neurodiversity => "NEURODIVERSITY",
        SustainableCommunities => "SUSTAINABLE_COMMUNITIES",
        BiodiversityLifeBelowWater => "BIODIVERSITY_LIFE_BELOW_WATER",
        PeaceJustice => "PEACE_JUSTICE",
        CollaborationForImpact => "COLLABORATION_FOR_IMPACT",
        Innovation => "INNOVATION",
    }
}

vocabulary! {
    /// A project's track; the wire field is `category`.
    Track {
        EmergingMarkets => "EMERGING_MARKETS",
        OpenInnovation => "OPEN_INNOVATION",
        WomenLeaders => "WOMEN_LEADERS",
    }
}

vocabulary! {
    /// How a project measures its impact.
    ImpactAssessmentType {
        OptionA => "OPTION_A",
        OptionB => "OPTION_B",
    }
}

vocabulary! {
    /// The chain a project's wallet is on: Cardano, the only one.
    WalletEnv {
        Cardano => "CARDANO",
    }
}

/// A project as the store keeps it: a social-cause project of an organization, in a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Project {
    pub id: crate::ProjectId,
    pub round_id: crate::RoundId,
    /// The owning organization.
    pub identity_id: crate::OrganizationId,
    pub title: String,
    pub description: String,
    /// `None` while a draft has none.
    pub social_cause: Option<SocialCause>,
    /// The track; `None` while a draft has none.
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
    pub cover_id: Option<crate::MediaId>,
    pub wallet_address: Option<String>,
    pub wallet_env: WalletEnv,
    pub status: crate::ProjectStatus,
    /// The `Idempotency-Key` it was created with, unique per organization.
    pub idempotency_key: Option<String>,
    /// The fingerprint of the creating request, so the same key with another body is refused.
    pub request_hash: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// Project statuses on the wire.
pub const STATUSES: [&str; 6] = ["ACTIVE", "DRAFT", "EXPIRE", "SUBMITTED", "CHANGES_REQUESTED", "REJECTED"];

/// Checks `raw` is one of `allowed`, returning the canonical key.
pub fn one_of(raw: Option<&str>, allowed: &[&'static str]) -> Result<&'static str, FieldError> {
    let value = raw.map(str::trim).filter(|v| !v.is_empty()).ok_or(FieldError::Required)?;
    allowed.iter().copied().find(|a| *a == value).ok_or(FieldError::Invalid)
}

/// A vocabulary's value by its exact name (trimmed): blank is required, an unknown name invalid.
pub fn named<T>(raw: Option<&str>, parse: fn(&str) -> Option<T>) -> Result<T, FieldError> {
    let value = raw.map(str::trim).filter(|v| !v.is_empty()).ok_or(FieldError::Required)?;
    parse(value).ok_or(FieldError::Invalid)
}

pub use crate::free_text::strip_html;

/// The embed address of a video-service link (YouTube or Vimeo), or `None` for any other link.
pub fn video_embed(link: &str) -> Option<String> {
    let url = url::Url::parse(link.trim()).ok()?;
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let host = url.host_str()?.trim_start_matches("www.").trim_start_matches("m.");
    let segments: Vec<&str> = url.path_segments().map(|s| s.filter(|p| !p.is_empty()).collect()).unwrap_or_default();
    let valid_id = |id: &str| {
        !id.is_empty() && id.len() <= 64 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    match host {
        "youtube.com" | "youtube-nocookie.com" => {
            let id = match segments.as_slice() {
                ["watch"] => url.query_pairs().find(|(k, _)| k == "v").map(|(_, v)| v.into_owned())?,
                ["embed" | "shorts" | "live", id, ..] => (*id).to_owned(),
                _ => return None,
            };
            valid_id(&id).then(|| format!("https://www.youtube.com/embed/{id}"))
        }
        "youtu.be" => {
            segments.first().filter(|id| valid_id(id)).map(|id| format!("https://www.youtube.com/embed/{id}"))
        }
        "vimeo.com" | "player.vimeo.com" => segments
            .iter()
            .rev()
            .find(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
            .map(|id| format!("https://player.vimeo.com/video/{id}")),
        _ => None,
    }
}

/// A Cardano address in Bech32 (`addr1…`, `addr_test1…`) or Byron base58 form.
pub fn cardano_address(raw: &str) -> Result<String, FieldError> {
    let value = raw.trim();
    match pallas_addresses::Address::from_str(value) {
        Ok(pallas_addresses::Address::Shelley(_) | pallas_addresses::Address::Byron(_)) => Ok(value.to_owned()),
        _ => Err(FieldError::Invalid),
    }
}

/// A requested amount in whole or decimal USD, as cents; must be above zero.
pub fn usd_cents(amount: f64) -> Result<i64, FieldError> {
    if !amount.is_finite() || amount <= 0.0 {
        return Err(FieldError::Invalid);
    }
    let cents = (amount * 100.0).round();
    if (1.0..=9.0e15).contains(&cents) { Ok(cents as i64) } else { Err(FieldError::Invalid) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_enums_name_exactly_the_vocabularies() {
        for track in Track::ALL {
            assert_eq!(serde_json::to_value(track).unwrap(), track.as_str());
            assert_eq!(serde_json::from_value::<Track>(track.as_str().into()).unwrap(), track);
        }
        for cause in SocialCause::ALL {
            assert_eq!(serde_json::to_value(cause).unwrap(), cause.as_str());
            assert_eq!(serde_json::from_value::<SocialCause>(cause.as_str().into()).unwrap(), cause);
        }
        assert_eq!(SocialCause::ALL[0].as_str(), "SOCIAL");
        assert_eq!(SocialCause::ALL[59].as_str(), "INNOVATION");
        let types: Vec<_> = ImpactAssessmentType::ALL.iter().map(|t| serde_json::to_value(t).unwrap()).collect();
        assert_eq!(types, [serde_json::json!("OPTION_A"), serde_json::json!("OPTION_B")]);
        assert_eq!(serde_json::to_value(WalletEnv::Cardano).unwrap(), "CARDANO");
        assert_eq!(WalletEnv::ALL.map(WalletEnv::as_str), ["CARDANO"]);
    }

    #[test]
    fn vocabularies_have_the_spec_sizes() {
        assert_eq!(SocialCause::ALL.len(), 60);
        let unique: std::collections::HashSet<_> = SocialCause::ALL.iter().map(|c| c.as_str()).collect();
        assert_eq!(unique.len(), 60);
        assert_eq!(Track::parse("WOMEN_LEADERS"), Some(Track::WomenLeaders));
        assert_eq!(Track::parse("women_leaders"), None);
        assert_eq!(named(Some(" OPTION_B "), ImpactAssessmentType::parse), Ok(ImpactAssessmentType::OptionB));
        assert_eq!(named(Some("option_b"), ImpactAssessmentType::parse), Err(FieldError::Invalid));
        assert_eq!(named(None, ImpactAssessmentType::parse), Err(FieldError::Required));
        assert_eq!(named(Some(" "), WalletEnv::parse), Err(FieldError::Required));
    }

    #[test]
    fn only_video_service_links_embed() {
        assert_eq!(
            video_embed("https://www.youtube.com/watch?v=dQw4w9WgXcQ").as_deref(),
            Some("https://www.youtube.com/embed/dQw4w9WgXcQ")
        );
        assert_eq!(
            video_embed("https://youtu.be/dQw4w9WgXcQ?t=3").as_deref(),
            Some("https://www.youtube.com/embed/dQw4w9WgXcQ")
        );
        assert_eq!(
            video_embed("https://vimeo.com/76979871").as_deref(),
            Some("https://player.vimeo.com/video/76979871")
        );
        assert_eq!(video_embed("https://example.org/video.mp4"), None);
        assert_eq!(video_embed("javascript:alert(1)"), None);
        assert_eq!(video_embed("https://www.youtube.com/watch?v=<bad>"), None);
    }

    #[test]
    fn cardano_addresses_are_parsed() {
        let mainnet =
            "addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x";
        assert_eq!(cardano_address(mainnet).as_deref(), Ok(mainnet));
        let testnet = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";
        assert!(cardano_address(testnet).is_ok());
        assert_eq!(cardano_address("addr1notanaddress"), Err(FieldError::Invalid));
        assert_eq!(cardano_address("0x1234"), Err(FieldError::Invalid));
    }

    #[test]
    fn requested_amounts_must_be_positive() {
        assert_eq!(usd_cents(1500.0), Ok(150_000));
        assert_eq!(usd_cents(0.0), Err(FieldError::Invalid));
        assert_eq!(usd_cents(-5.0), Err(FieldError::Invalid));
    }
}
