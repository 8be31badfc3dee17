//! Side effects a use case queues while its transaction runs, performed only after the commit:
//! nothing is emailed or cached for a write that was rolled back. The queue also says what the
//! write changed of the public reads (`crate::changes`): the tallies of some projects and rounds
//! ([`Effects::tallies_changed`]) when that is all it changed, else anything.

use matchpool_domain::{ProjectId, RoundId, UserId};
use matchpool_providers::mail::Email;

use crate::App;
use crate::changes::{self, Key};
use crate::matching::SettledDonation;
use crate::notify::{Notice, render};

enum Estimate {
    Vote {
        round: RoundId,
        voter: UserId,
        verified: bool,
        points: i64,
        project: ProjectId,
    },
    Donation(SettledDonation),
    RoundChanged(RoundId),
    /// A person's impact points moved (a gift taken back or counted again): their weight in
    /// every round's estimator.
    Weight {
        person: UserId,
        verified: bool,
        points: i64,
    },
    /// A person's weight changed (a verification decided): every round they may be part of.
    PersonChanged,
}

/// The queue of one use case.
#[derive(Default)]
pub struct Effects {
    emails: Vec<Email>,
    estimates: Vec<Estimate>,
    /// The tallies the write changed, when it said so and changed nothing else public.
    tallies: Vec<Key>,
    /// Something public besides tallies may have changed (the default unless only tallies were named).
    other: bool,
}

impl Effects {
    pub fn new() -> Self {
        Self::default()
    }

    /// The write changed a project's vote count or raised totals and its round's totals.
    pub fn tallies_changed(&mut self, project: ProjectId, round: RoundId) {
        for key in [Key::Project(project), Key::Round(round)] {
            if !self.tallies.contains(&key) {
                self.tallies.push(key);
            }
        }
    }

    /// The write may have changed anything public (what a queue that names no tallies means too).
    pub fn anything_changed(&mut self) {
        self.other = true;
    }

    /// An email to a person, in their language.
    pub fn email(&mut self, app: &App, to: &str, language: &str, notice: Notice<'_>) {
        self.emails.push(render(&app.settings.public_url, to, language, &notice));
    }

    /// An email already rendered (one that needs its own headers).
    pub fn queue(&mut self, email: Email) {
        self.emails.push(email);
    }

    /// A vote the round's cached estimator takes at once.
    pub fn vote_counted(&mut self, round: RoundId, voter: UserId, verified: bool, points: i64, project: ProjectId) {
        self.estimates.push(Estimate::Vote { round, voter, verified, points, project });
    }

    /// A settled donation the round's cached estimator takes at once.
    pub fn donation_settled(&mut self, donation: SettledDonation) {
        self.estimates.push(Estimate::Donation(donation));
    }

    /// Something the estimator cannot follow incrementally (a donation leaving `settled`, a
    /// verification decided): it is rebuilt before its next answer.
    pub fn round_changed(&mut self, round: RoundId) {
        self.estimates.push(Estimate::RoundChanged(round));
    }

    /// A person's impact points moved: every round's estimator weighs them anew.
    pub fn weight_changed(&mut self, person: UserId, verified: bool, points: i64) {
        self.estimates.push(Estimate::Weight { person, verified, points });
    }

    /// A person's matching weight changed (their verification was decided): the estimators of
    /// every round are rebuilt before their next answer.
    pub fn person_changed(&mut self) {
        self.estimates.push(Estimate::PersonChanged);
    }

    /// Performs the queue: what changed for the kept public reads, the estimator (in memory), then
    /// the emails.
    pub async fn run(self, app: &App) {
        if self.other || self.tallies.is_empty() {
            app.changes.bump();
        } else {
            app.changes.touch(&self.tallies);
        }
        changes::said();
        for change in self.estimates {
            match change {
                Estimate::Vote { round, voter, verified, points, project } => {
                    let points = u64::try_from(points).unwrap_or(0);
                    app.matching.record_vote(round, voter, verified, points, project);
                    app.matching.reweigh(voter, verified, points);
                }
                Estimate::Donation(donation) => {
                    app.matching.record_donation(donation);
                    app.matching.reweigh(donation.user_id, donation.verified, donation.impact_points);
                }
                Estimate::Weight { person, verified, points } => {
                    app.matching.reweigh(person, verified, u64::try_from(points).unwrap_or(0));
                }
                Estimate::RoundChanged(round) => app.matching.round_changed(round),
                Estimate::PersonChanged => app.matching.every_round_changed(),
            }
        }
        for email in self.emails {
            if let Err(err) = app.mailer.send(email).await {
                tracing::warn!(error = %err, "sending an email failed");
            }
        }
    }
}
