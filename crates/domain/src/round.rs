//! Funding rounds: their schedule, the phases it implies, and which round is current.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::fields::{FieldError, FieldErrors};

/// A round's dates. Valid schedules satisfy
/// `submission_start < submission_end <= voting_start < voting_end <= results_at`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundSchedule {
    pub submission_start_at: DateTime<Utc>,
    pub submission_end_at: DateTime<Utc>,
    pub voting_start_at: DateTime<Utc>,
    pub voting_end_at: DateTime<Utc>,
    pub results_at: DateTime<Utc>,
}

/// A funding round as the store keeps it: its schedule, matching pool and matching settings.
#[derive(Debug, Clone, PartialEq)]
pub struct Round {
    pub id: crate::RoundId,
    pub number: i32,
    pub name: String,
    pub description: String,
    /// The matching pool in USD cents.
    pub pool_cents: i64,
    pub cover_url: Option<String>,
    pub submission_start_at: DateTime<Utc>,
    pub submission_end_at: DateTime<Utc>,
    pub voting_start_at: DateTime<Utc>,
    pub voting_end_at: DateTime<Utc>,
    pub results_at: DateTime<Utc>,
    pub algorithm: Algorithm,
    /// The matching parameters of matching.md §3, as JSON.
    pub params: serde_json::Value,
    /// Whether a published project waits for an operator's approval before it is public.
    pub projects_need_approval: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Which matching algorithm a round uses (matching.md §6), by its stored name. The matching
/// crate has its own copy of this vocabulary (it depends on nothing of ours); `matchpool_app`
/// converts between the two with exhaustive matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Quadratic funding, the default.
    #[default]
    Qf,
    /// Pairwise-bounded quadratic funding.
    Pairwise,
    /// Connection-oriented cluster match.
    Cocm,
}

impl Algorithm {
    pub const ALL: [Self; 3] = [Self::Qf, Self::Pairwise, Self::Cocm];

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Qf => "qf",
            Self::Pairwise => "pairwise",
            Self::Cocm => "cocm",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == raw)
    }
}

impl Round {
    /// The round's dates as the rules reason about them.
    pub fn schedule(&self) -> RoundSchedule {
        RoundSchedule {
            submission_start_at: self.submission_start_at,
            submission_end_at: self.submission_end_at,
            voting_start_at: self.voting_start_at,
            voting_end_at: self.voting_end_at,
            results_at: self.results_at,
        }
    }
}

/// Where a round is in its life, computed from its dates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Upcoming,
    Submission,
    Review,
    Voting,
    Tallying,
    Results,
}

/// The voting status the original client derives (spec §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum VotingStatus {
    Before,
    During,
    After,
}

impl RoundSchedule {
    /// Checks the dates are in order; errors name the first field that is out of order.
    pub fn validate(&self) -> Result<(), FieldErrors> {
        let mut errors = FieldErrors::new();
        if self.submission_end_at <= self.submission_start_at {
            errors.add("submission_end_at", FieldError::OutOfOrder);
        }
        if self.voting_start_at < self.submission_end_at {
            errors.add("voting_start_at", FieldError::OutOfOrder);
        }
        if self.voting_end_at <= self.voting_start_at {
            errors.add("voting_end_at", FieldError::OutOfOrder);
        }
        if self.results_at < self.voting_end_at {
            errors.add("results_at", FieldError::OutOfOrder);
        }
        errors.into_result()
    }

    pub fn phase(&self, now: DateTime<Utc>) -> Phase {
        if now < self.submission_start_at {
            Phase::Upcoming
        } else if now < self.submission_end_at {
            Phase::Submission
        } else if now < self.voting_start_at {
            Phase::Review
        } else if now < self.voting_end_at {
            Phase::Voting
        } else if now < self.results_at {
            Phase::Tallying
        } else {
            Phase::Results
        }
    }

    pub fn voting_status(&self, now: DateTime<Utc>) -> VotingStatus {
        if now < self.voting_start_at {
            VotingStatus::Before
        } else if now < self.voting_end_at {
            VotingStatus::During
        } else {
            VotingStatus::After
        }
    }

    pub fn submission_open(&self, now: DateTime<Utc>) -> bool {
        self.phase(now) == Phase::Submission
    }

    pub fn voting_open(&self, now: DateTime<Utc>) -> bool {
        self.phase(now) == Phase::Voting
    }

    /// Whether `now` lies in the round's whole life, from submission start to the results date.
    fn is_live(&self, now: DateTime<Utc>) -> bool {
        self.submission_start_at <= now && now < self.results_at
    }
}

/// Picks the current round (DESIGN §2): the one whose submission-start..results window contains
/// `now` (the most recently started if windows overlap); otherwise the next upcoming one;
/// otherwise the most recent one.
pub fn current<T>(rounds: &[T], now: DateTime<Utc>, schedule: impl Fn(&T) -> RoundSchedule) -> Option<&T> {
    current_index(rounds, now, schedule).map(|at| &rounds[at])
}

fn current_index<T>(rounds: &[T], now: DateTime<Utc>, schedule: impl Fn(&T) -> RoundSchedule) -> Option<usize> {
    let all = || rounds.iter().enumerate().map(|(at, r)| (at, schedule(r)));
    let live = all().filter(|(_, s)| s.is_live(now)).max_by_key(|(_, s)| s.submission_start_at);
    let upcoming = || all().filter(|(_, s)| s.submission_start_at > now).min_by_key(|(_, s)| s.submission_start_at);
    let latest = || all().max_by_key(|(_, s)| s.results_at);
    live.or_else(upcoming).or_else(latest).map(|(at, _)| at)
}

/// Rounds as lists show them: the current round ([`current`]) first, then the others in the order
/// given (the store gives them by number, highest first).
pub fn current_first<T>(mut rounds: Vec<T>, now: DateTime<Utc>, schedule: impl Fn(&T) -> RoundSchedule) -> Vec<T> {
    if let Some(at) = current_index(&rounds, now, schedule) {
        let first = rounds.remove(at);
        rounds.insert(0, first);
    }
    rounds
}

/// Whole days left until `deadline`, rounded up (spec §9); 0 once it has passed.
pub fn days_left(now: DateTime<Utc>, deadline: DateTime<Utc>) -> i64 {
    let seconds = (deadline - now).num_seconds();
    if seconds <= 0 { 0 } else { (seconds + 86_399) / 86_400 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, TimeZone};

    fn at(day: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 1, day, 0, 0, 0).unwrap()
    }

    fn schedule(start: u32) -> RoundSchedule {
        RoundSchedule {
            submission_start_at: at(start),
            submission_end_at: at(start + 5),
            voting_start_at: at(start + 6),
            voting_end_at: at(start + 10),
            results_at: at(start + 12),
        }
    }

    #[test]
    fn algorithms_round_trip_their_stored_names() {
        for algorithm in Algorithm::ALL {
            assert_eq!(Algorithm::parse(algorithm.as_str()), Some(algorithm));
        }
        assert_eq!(Algorithm::parse("QF"), None);
    }

    #[test]
    fn phases_follow_the_dates() {
        let s = schedule(1);
        assert_eq!(s.phase(at(1) - Duration::seconds(1)), Phase::Upcoming);
        assert_eq!(s.phase(at(1)), Phase::Submission);
        assert_eq!(s.phase(at(6)), Phase::Review);
        assert_eq!(s.phase(at(7)), Phase::Voting);
        assert_eq!(s.phase(at(11)), Phase::Tallying);
        assert_eq!(s.phase(at(13)), Phase::Results);
        assert_eq!(s.voting_status(at(2)), VotingStatus::Before);
        assert_eq!(s.voting_status(at(8)), VotingStatus::During);
        assert_eq!(s.voting_status(at(11)), VotingStatus::After);
    }

    #[test]
    fn dates_out_of_order_are_refused_by_field() {
        let mut s = schedule(1);
        s.voting_end_at = s.voting_start_at;
        let errors = s.validate().unwrap_err();
        assert_eq!(errors.iter().collect::<Vec<_>>(), vec![("voting_end_at", FieldError::OutOfOrder)]);
        assert!(schedule(1).validate().is_ok());
    }

    #[test]
    fn current_round_prefers_live_then_upcoming_then_latest() {
        let rounds = [schedule(1), schedule(15)];
        assert_eq!(current(&rounds, at(3), |r| *r), Some(&rounds[0]));
        assert_eq!(current(&rounds, at(14), |r| *r), Some(&rounds[1]));
        assert_eq!(current(&rounds, at(28), |r| *r), Some(&rounds[1]));
        assert_eq!(current::<RoundSchedule>(&[], at(3), |r| *r), None);
        let overlapping = [schedule(1), schedule(4)];
        assert_eq!(current(&overlapping, at(8), |r| *r), Some(&overlapping[1]));
    }

    #[test]
    fn days_left_rounds_up() {
        assert_eq!(days_left(at(1), at(3)), 2);
        assert_eq!(days_left(at(1), at(3) + Duration::seconds(1)), 3);
        assert_eq!(days_left(at(3), at(1)), 0);
    }

    #[test]
    fn lists_show_the_current_round_first_then_the_others_as_given() {
        let by_number_desc = vec![schedule(19), schedule(5), schedule(1)];
        let during_5 = current_first(by_number_desc.clone(), at(16), |r| *r);
        assert_eq!(during_5, vec![schedule(5), schedule(19), schedule(1)]);
        let after_all = current_first(by_number_desc.clone(), at(31) + Duration::days(30), |r| *r);
        assert_eq!(after_all, by_number_desc, "the latest is current and already first");
        assert!(current_first(Vec::<RoundSchedule>::new(), at(1), |r| *r).is_empty());
    }
}
