//! Every notice in every language, against the emails in `tests/fixtures/emails.json`.

use std::path::PathBuf;

use matchpool_domain::{Language, Role};
use serde::{Deserialize, Serialize};

use super::{Notice, render, text};

/// One notice of each kind and case, with the name the fixture gives it. Numbers have four digits
/// or more, where a number formatter would add a grouping separator; one value looks like a
/// placeable, and is sent as typed.
fn samples() -> Vec<(&'static str, Notice<'static>)> {
    let mut samples = vec![
        ("verification-approved", Notice::Verified { name: "Ana" }),
        ("verification-declined", Notice::Rejected { name: "Ana", reason: "blurry" }),
        (
            "receipt",
            Notice::Receipt {
                project: "Wells",
                amount: "$10.00",
                fee: "$0.50",
                total: "$10.50",
                reference: "pi_1",
                link: "http://x/donations/d",
            },
        ),
        ("reward", Notice::Reward { thank: 1100 }),
        ("verify-email", Notice::VerifyEmail { name: "Ana", link: "http://x/verify-email?token=t" }),
        ("reset-password", Notice::ResetPassword { name: "Ana", link: "http://x/reset-password?token=t", minutes: 30 }),
        (
            "confirm-new-email",
            Notice::ConfirmNewEmail { name: "Ana", link: "http://x/confirm-email-change?token=t", minutes: 1440 },
        ),
        ("password-changed", Notice::PasswordChanged { name: "Ana" }),
        ("email-changed", Notice::EmailChanged { name: "Ana", new_email: "ana@new.example.org" }),
        ("link-provider", Notice::LinkProvider { name: "Ana", provider: "Google", link: "http://x/oidc/link?token=t" }),
        (
            "refund-to-donor",
            Notice::Refunded { project: "Wells", amount: "₳25.000000", reason: "duplicate", card: None },
        ),
        (
            "refund-to-donor-card",
            Notice::Refunded {
                project: "Wells",
                amount: "$10.00",
                reason: "duplicate",
                card: Some(("$10.50", "$0.50")),
            },
        ),
        ("donation-received", Notice::DonationReceived { donor: "Ana", project: "Wells", amount: "$10.00" }),
        ("donation-refunded", Notice::DonationReversed { project: "Wells", amount: "$10.00", disputed: false }),
        ("donation-disputed", Notice::DonationReversed { project: "Wells", amount: "$10.00", disputed: true }),
        (
            "donation-digest",
            Notice::DonationDigest { count: 1200, lines: "- Ana: $10.00 → Wells\n- Bo: ¥1,000 → Wells" },
        ),
        ("project-submitted", Notice::ProjectSubmitted { project: "Wells", link: "http://x/projects/1" }),
        ("project-approved", Notice::ProjectApproved { project: "Wells", link: "http://x/projects/1" }),
        (
            "project-changes-requested",
            Notice::ProjectChangesRequested {
                project: "Wells",
                message: "Add a budget:\n- costs\n- { $dates }",
                link: "http://x/projects/1",
            },
        ),
        ("project-rejected", Notice::ProjectRejected { project: "Wells", reason: "Out of scope" }),
        (
            "project-update",
            Notice::ProjectUpdate {
                project: "Wells",
                title: "First well",
                body: "We dug it.\n\n* 12 m deep\n* [photos](http://x/p.jpg)",
                link: "http://x/projects/p",
                unsubscribe: "http://x/unsubscribe?token=t",
            },
        ),
    ];
    for (case, role) in
        [("invitation-owner", Role::Owner), ("invitation-admin", Role::Admin), ("invitation-member", Role::Member)]
    {
        let invitation = Notice::Invitation {
            organization: "Well Trust",
            inviter: "Bo",
            role,
            link: "http://x/invitations/t",
            days: 7,
        };
        samples.push((case, invitation));
    }
    samples
}

/// An email as the fixture holds it.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Golden {
    case: String,
    language: String,
    subject: String,
    body: String,
}

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/emails.json")
}

/// `MATCHPOOL_BLESS=1` writes the fixture anew from the current texts instead of comparing.
#[test]
fn every_email_reads_exactly_as_its_fixture() {
    let rendered: Vec<Golden> = samples()
        .iter()
        .flat_map(|(case, notice)| {
            Language::ALL.into_iter().map(move |language| {
                let email = render("https://matchpool.example", "ana@example.org", language.code(), notice);
                Golden {
                    case: (*case).into(),
                    language: language.code().into(),
                    subject: email.subject,
                    body: email.body,
                }
            })
        })
        .collect();
    if std::env::var("MATCHPOOL_BLESS").is_ok_and(|bless| bless == "1") {
        let json = serde_json::to_string_pretty(&rendered).expect("emails are JSON");
        std::fs::write(fixture(), json + "\n").expect("the fixture is written");
        return;
    }
    let text = std::fs::read_to_string(fixture()).expect("the fixture is read");
    let expected: Vec<Golden> = serde_json::from_str(&text).expect("the fixture is JSON");
    for (email, golden) in rendered.iter().zip(&expected) {
        assert_eq!(email, golden, "{} in {}", golden.case, golden.language);
    }
    assert_eq!(rendered.len(), expected.len(), "one email per case and language");
}

#[test]
fn every_language_has_every_notice() {
    for (case, notice) in &samples() {
        let english = text(Language::En, notice);
        for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
            let (subject, body) = text(language, notice);
            assert_ne!(subject, english.0, "{case}: the {language:?} subject is translated");
            assert_ne!(body, english.1, "{case}: the {language:?} body is translated");
        }
    }
}
