//! Emails people receive, in their own language: the verification result, the donation receipt,
//! a refund, and a referral reward. Use cases queue them in their `Effects`; they are sent after
//! the commit, and a mail error is logged, never failing the action. The texts are in
//! `locales/<code>/emails.ftl`.

use fluent_bundle::{FluentArgs, FluentValue};
use matchpool_domain::{Language, Role};
use matchpool_providers::mail::Email;

/// What happened, with the values the message needs.
pub enum Notice<'a> {
    Verified {
        name: &'a str,
    },
    Rejected {
        name: &'a str,
        reason: &'a str,
    },
    Receipt {
        project: &'a str,
        amount: &'a str,
        fee: &'a str,
        total: &'a str,
        reference: &'a str,
        /// The donation's page, where the PDF receipt is downloaded.
        link: &'a str,
    },
    Reward {
        thank: i64,
    },
    /// Confirm the email address of a new account (or a "Resend").
    VerifyEmail {
        name: &'a str,
        link: &'a str,
    },
    /// A password reset someone asked for; the link works `minutes` minutes, once.
    ResetPassword {
        name: &'a str,
        link: &'a str,
        minutes: i64,
    },
    /// Confirm a new email address; the link works `minutes` minutes, once.
    ConfirmNewEmail {
        name: &'a str,
        link: &'a str,
        minutes: i64,
    },
    /// The account's password was changed (or reset): if it was not the person, they act at once.
    PasswordChanged {
        name: &'a str,
    },
    /// To the old address: the account's email address changed to `new_email`.
    EmailChanged {
        name: &'a str,
        new_email: &'a str,
    },
    /// Link a sign-in provider to the existing account with the same address (30 minutes, once).
    LinkProvider {
        name: &'a str,
        provider: &'a str,
        link: &'a str,
    },
    /// A settled donation was refunded (by an operator, the card provider, or a lost dispute).
    Refunded {
        project: &'a str,
        amount: &'a str,
        reason: &'a str,
        /// A card payment: what goes back to the card (`total`), the donation and its card fee
        /// (`fee`), so the donor sees where the fee went. `None` for ADA (no fee; returned by hand).
        card: Option<(&'a str, &'a str)>,
    },
    /// To an organization: a donation to one of its projects settled.
    DonationReceived {
        donor: &'a str,
        project: &'a str,
        amount: &'a str,
    },
    /// To an organization: a donation to one of its projects was refunded or disputed.
    DonationReversed {
        project: &'a str,
        amount: &'a str,
        disputed: bool,
    },
    /// To an organization that chose a daily digest: the day's donations, one per line.
    DonationDigest {
        count: usize,
        lines: &'a str,
    },
    /// To an organization: its project is submitted for review (first publication into a round
    /// that needs approval, or a resubmission after changes).
    ProjectSubmitted {
        project: &'a str,
        link: &'a str,
    },
    /// To an organization: an operator approved its project, now public.
    ProjectApproved {
        project: &'a str,
        link: &'a str,
    },
    /// To an organization: an operator asks for changes before approving its project.
    ProjectChangesRequested {
        project: &'a str,
        message: &'a str,
        link: &'a str,
    },
    /// To an organization: an operator rejected its project.
    ProjectRejected {
        project: &'a str,
        reason: &'a str,
    },
    /// To a supporter (voter or donor): the organization posted an update on its project.
    ProjectUpdate {
        project: &'a str,
        title: &'a str,
        body: &'a str,
        /// The project's page.
        link: &'a str,
        /// The page that stops these emails.
        unsubscribe: &'a str,
    },
    /// To an invited address: join `organization` as `role`; the link works `days` days, once.
    Invitation {
        organization: &'a str,
        inviter: &'a str,
        role: Role,
        link: &'a str,
        days: i64,
    },
}

mod locales;
pub mod receipts;

/// A message's arguments. Numbers go in as text, so Fluent adds no grouping separator.
fn args<'a, const N: usize>(values: [(&'static str, FluentValue<'a>); N]) -> FluentArgs<'a> {
    values.into_iter().collect()
}

/// The subject and body of a notice in `language`.
fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    let (id, values) = match *notice {
        Notice::Verified { name } => ("verification-approved", args([("name", name.into())])),
        Notice::Rejected { name, reason } => {
            ("verification-declined", args([("name", name.into()), ("reason", reason.into())]))
        }
        Notice::Receipt { project, amount, fee, total, reference, link } => (
            "receipt",
            args([
                ("project", project.into()),
                ("amount", amount.into()),
                ("fee", fee.into()),
                ("total", total.into()),
                ("reference", reference.into()),
                ("link", link.into()),
            ]),
        ),
        Notice::Reward { thank } => ("reward", args([("thank", thank.to_string().into())])),
        Notice::VerifyEmail { name, link } => ("verify-email", args([("name", name.into()), ("link", link.into())])),
        Notice::ResetPassword { name, link, minutes } => (
            "reset-password",
            args([("name", name.into()), ("link", link.into()), ("minutes", minutes.to_string().into())]),
        ),
        Notice::ConfirmNewEmail { name, link, minutes } => (
            "confirm-new-email",
            args([("name", name.into()), ("link", link.into()), ("minutes", minutes.to_string().into())]),
        ),
        Notice::PasswordChanged { name } => ("password-changed", args([("name", name.into())])),
        Notice::EmailChanged { name, new_email } => {
            ("email-changed", args([("name", name.into()), ("new_email", new_email.into())]))
        }
        Notice::LinkProvider { name, provider, link } => {
            ("link-provider", args([("name", name.into()), ("provider", provider.into()), ("link", link.into())]))
        }
        Notice::Refunded { project, amount, reason, card: Some((total, fee)) } => {
            let (subject, body) = text(language, &Notice::Refunded { project, amount, reason, card: None });
            let line = locales::message(
                language,
                "refund-to-donor-card-line",
                &args([("total", total.into()), ("fee", fee.into())]),
            );
            return (subject, format!("{body}{line}\n"));
        }
        Notice::Refunded { project, amount, reason, card: None } => (
            "refund-to-donor",
            args([("project", project.into()), ("amount", amount.into()), ("reason", reason.into())]),
        ),
        Notice::DonationReceived { donor, project, amount } => (
            "donation-received",
            args([("donor", donor.into()), ("project", project.into()), ("amount", amount.into())]),
        ),
        Notice::DonationReversed { project, amount, disputed } => (
            if disputed { "donation-disputed" } else { "donation-refunded" },
            args([("project", project.into()), ("amount", amount.into())]),
        ),
        Notice::DonationDigest { count, lines } => {
            ("donation-digest", args([("count", count.to_string().into()), ("lines", lines.into())]))
        }
        Notice::ProjectSubmitted { project, link } => {
            ("project-submitted", args([("project", project.into()), ("link", link.into())]))
        }
        Notice::ProjectApproved { project, link } => {
            ("project-approved", args([("project", project.into()), ("link", link.into())]))
        }
        Notice::ProjectChangesRequested { project, message, link } => (
            "project-changes-requested",
            args([("project", project.into()), ("message", message.into()), ("link", link.into())]),
        ),
        Notice::ProjectRejected { project, reason } => {
            ("project-rejected", args([("project", project.into()), ("reason", reason.into())]))
        }
        Notice::ProjectUpdate { project, title, body, link, unsubscribe } => (
            "project-update",
            args([
                ("project", project.into()),
                ("title", title.into()),
                ("body", body.into()),
                ("link", link.into()),
                ("unsubscribe", unsubscribe.into()),
            ]),
        ),
        Notice::Invitation { organization, inviter, role, link, days } => {
            let role_id = match role {
                Role::Owner => "role-owner",
                Role::Admin => "role-admin",
                Role::Member => "role-member",
            };
            let role_name = locales::message(language, role_id, &FluentArgs::new());
            (
                "invitation",
                args([
                    ("org", organization.into()),
                    ("inviter", inviter.into()),
                    ("role", role_name.into()),
                    ("link", link.into()),
                    ("days", days.to_string().into()),
                ]),
            )
        }
    };
    locales::email(language, id, &values)
}

/// The email of a notice to `to` in `language` (a code; unknown codes fall back to English).
pub fn render(public_url: &str, to: &str, language: &str, notice: &Notice<'_>) -> Email {
    let (subject, body) = text(Language::parse(language).unwrap_or_default(), notice);
    let body = format!("{body}\n— Matchpool\n{public_url}\n");
    Email::new(to, subject, body)
}

#[cfg(test)]
mod tests;
