//! What an organization hears of donations to its projects (issue 16): a notice for each settled
//! donation, or one digest a day, as it chose; refunds and disputes always. In the language of the
//! person who created the organization. Anonymous donors are never named.

use chrono::{DateTime, Duration, Utc};
use matchpool_domain::donation::Donation;
use matchpool_domain::identity::Organization;
use matchpool_domain::{DonationNotices, Language};
use sea_orm::ConnectionTrait;

use crate::notify::Notice;
use crate::{App, AppResult, Effects};

/// The organization owning the donation's project, its language and the project's title.
async fn recipient(
    db: &impl ConnectionTrait,
    donation: &Donation,
) -> AppResult<Option<(Organization, String, String)>> {
    let Some(project) = matchpool_store::projects::find(db, donation.project).await? else { return Ok(None) };
    let Some(org) = matchpool_store::organizations::find(db, project.identity_id).await? else { return Ok(None) };
    let language = crate::organizations::language_of(db, &org).await?;
    Ok(Some((org, language, project.title)))
}

/// The donor as the organization reads them: their name, or "anonymous" in its language.
async fn donor_name(db: &impl ConnectionTrait, donation: &Donation, language: &str) -> AppResult<String> {
    let anonymous = || anonymous(Language::parse(language).unwrap_or_default()).to_owned();
    if donation.anonymous {
        return Ok(anonymous());
    }
    let donor = matchpool_store::users::find(db, donation.donor).await?;
    Ok(donor
        .map(|u| format!("{} {}", u.first_name, u.last_name).trim().to_owned())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(anonymous))
}

pub(crate) fn anonymous(language: Language) -> &'static str {
    match language {
        Language::En => "An anonymous donor",
        Language::Ar => "متبرع مجهول",
        Language::Es => "Una persona anónima",
        Language::Fr => "Un donateur anonyme",
        Language::Ja => "匿名の寄付者",
        Language::Ko => "익명의 기부자",
        Language::ZhCn => "一位匿名捐赠者",
    }
}

/// Queues the notice of a settled donation, when the organization wants one per donation.
pub(crate) async fn settled(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    donation: &Donation,
) -> AppResult<()> {
    let Some((org, language, project)) = recipient(db, donation).await? else { return Ok(()) };
    if org.donation_notices != DonationNotices::Each {
        return Ok(());
    }
    let donor = donor_name(db, donation, &language).await?;
    let amount = donation.amount.plain_text();
    effects.email(
        app,
        &org.email,
        &language,
        Notice::DonationReceived { donor: &donor, project: &project, amount: &amount },
    );
    Ok(())
}

/// Queues the notice of a refunded or disputed donation: always sent, whatever the choice.
pub(crate) async fn reversed(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    donation: &Donation,
    disputed: bool,
) -> AppResult<()> {
    let Some((org, language, project)) = recipient(db, donation).await? else { return Ok(()) };
    let amount = donation.amount.plain_text();
    effects.email(
        app,
        &org.email,
        &language,
        Notice::DonationReversed { project: &project, amount: &amount, disputed },
    );
    Ok(())
}

/// Sends each organization that chose a daily digest the donations settled since its last one (at
/// most one digest a day; none when nothing came in). Returns how many digests went out. The
/// background jobs run it; running it twice in a day sends nothing new.
pub async fn send_daily_digests(app: &App, now: DateTime<Utc>) -> AppResult<usize> {
    let mut sent = 0;
    for org in matchpool_store::organizations::with_donation_notices(&app.db, DonationNotices::Daily).await? {
        let since = org.digest_sent_at.unwrap_or(now - Duration::days(1));
        if now - since < Duration::hours(23) {
            continue;
        }
        let donations = matchpool_store::donations::settled_for_organization(&app.db, org.id, since, now).await?;
        let mut effects = Effects::new();
        if !donations.is_empty() {
            let language = crate::organizations::language_of(&app.db, &org).await?;
            let mut lines = Vec::with_capacity(donations.len());
            for (donation, project) in &donations {
                let donor = donor_name(&app.db, donation, &language).await?;
                lines.push(format!("- {donor}: {} → {project}", donation.amount.plain_text()));
            }
            let lines = lines.join("\n");
            effects.email(app, &org.email, &language, Notice::DonationDigest { count: donations.len(), lines: &lines });
            sent += 1;
        }
        matchpool_store::organizations::digest_sent(&app.db, org.id, now).await?;
        effects.run(app).await;
    }
    Ok(sent)
}
