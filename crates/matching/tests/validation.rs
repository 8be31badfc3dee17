//! Validation: bad ids, inconsistent rows, amounts out of range and parameters (matching.md §1,
//! §2, §3), reported as typed errors, never as panics.

mod common;

use common::supported;
use matchpool_matching::{
    Algorithm, InputError, MAX_AMOUNT, ParamError, Params, RoundInput, RoundInputBuilder, compute,
};

#[test]
fn bad_ids_are_rejected_with_the_offending_id() {
    for bad in ["", "has space", "comma,", "é", &"x".repeat(65)] {
        let input = RoundInputBuilder::new(0).project(bad, 0, 0).build();
        let err = compute(&input, Algorithm::Qf, &Params::default());
        assert!(matches!(err, Err(InputError::InvalidId { ref id, .. }) if id == bad), "{bad:?}");
    }
    let ok = RoundInputBuilder::new(0).project(&"A.b_c:d-9".repeat(7)[..63], 0, 0).build();
    assert!(compute(&ok, Algorithm::Qf, &Params::default()).is_ok());
}

#[test]
fn inconsistent_rows_are_rejected() {
    let base = || supported(100, &[("a", 100)], 100);
    let mut twice = base();
    twice.projects.push(twice.projects[0].clone());
    assert_eq!(compute(&twice, Algorithm::Qf, &Params::default()), Err(InputError::DuplicateProject("a".into())));
    let mut twice = base();
    twice.people.push(twice.people[0].clone());
    assert_eq!(compute(&twice, Algorithm::Qf, &Params::default()), Err(InputError::DuplicatePerson("x".into())));
    let mut twice = base();
    twice.contributions.push(twice.contributions[0].clone());
    assert!(matches!(
        compute(&twice, Algorithm::Qf, &Params::default()),
        Err(InputError::DuplicateContribution { .. })
    ));
    let mut stranger = base();
    stranger.contributions[0].person_id = "nobody".into();
    assert_eq!(compute(&stranger, Algorithm::Qf, &Params::default()), Err(InputError::UnknownPerson("nobody".into())));
    let mut elsewhere = base();
    elsewhere.contributions[0].project_id = "nowhere".into();
    assert_eq!(
        compute(&elsewhere, Algorithm::Qf, &Params::default()),
        Err(InputError::UnknownProject("nowhere".into()))
    );
}

#[test]
fn amounts_above_2_pow_53_minus_1_are_rejected() {
    const TOO_BIG: u64 = MAX_AMOUNT + 1;
    let too_big = TOO_BIG;
    type Edit = Box<dyn Fn(&mut RoundInput)>;
    let cases: [Edit; 5] = [
        Box::new(|r| r.pool_cents = TOO_BIG),
        Box::new(|r| r.projects[0].requested_cents = TOO_BIG),
        Box::new(|r| r.projects[0].direct_cents = TOO_BIG),
        Box::new(|r| r.people[0].impact_points = TOO_BIG),
        Box::new(|r| r.contributions[0].amount_cents = TOO_BIG),
    ];
    for (n, edit) in cases.iter().enumerate() {
        let mut input = supported(100, &[("a", 100)], 100);
        edit(&mut input);
        let err = compute(&input, Algorithm::Qf, &Params::default());
        assert!(matches!(err, Err(InputError::AmountTooLarge { value, .. }) if value == too_big), "case {n}: {err:?}");
    }
}

#[test]
fn out_of_range_parameters_are_rejected_with_their_name() {
    let cases: [(Params, &str); 9] = [
        (Params { unverified_weight: -0.1, ..Params::default() }, "unverified_weight"),
        (Params { vote_credit: f64::NAN, ..Params::default() }, "vote_credit"),
        (Params { cm_max: 0.5, ..Params::default() }, "cm_max"),
        (Params { ip_max: 0, ..Params::default() }, "ip_max"),
        (Params { ip_max: 1 << 53, ..Params::default() }, "ip_max"),
        (Params { round_cap_fraction: Some(0.0), ..Params::default() }, "round_cap_fraction"),
        (Params { round_cap_fraction: Some(1.5), ..Params::default() }, "round_cap_fraction"),
        (Params { round_cap_fraction: Some(4e-7), ..Params::default() }, "round_cap_fraction"),
        (Params { pairwise_m: 0.0, ..Params::default() }, "pairwise_m"),
    ];
    let input = supported(100, &[("a", 100)], 100);
    for (params, name) in cases {
        let err = params.validate().expect_err(name);
        assert!(err.to_string().contains(name), "{err}");
        let refused = compute(&input, Algorithm::Qf, &params).expect_err(name);
        assert!(matches!(refused, InputError::Params(_)), "{refused:?}");
        assert_eq!(refused.to_string(), err.to_string());
    }
    assert!(Params { round_cap_fraction: Some(5e-7), ..Params::default() }.validate().is_ok());
}

#[test]
fn parameters_read_from_json_take_defaults_and_refuse_unknown_keys() {
    let params: Params = serde_json::from_str(r#"{"ip_max": 1000.0, "cm_max": 2}"#).expect("ok");
    assert_eq!((params.ip_max, params.cm_max, params.vote_credit), (1000, 2.0, 0.25));
    assert_eq!(params.round_cap_fraction, None);
    assert!(serde_json::from_str::<Params>(r#"{"ip_max": 1.5}"#).is_err());
    assert!(serde_json::from_str::<Params>(r#"{"ip_max": -1}"#).is_err());
    assert!(serde_json::from_str::<Params>(r#"{"surprise": 1}"#).is_err());
    assert!(serde_json::from_str::<Params>(r#"{"cocm_similarity": "cosine"}"#).is_err());
    let json = serde_json::to_value(Params::default()).expect("serializes");
    assert_eq!(json["round_cap_fraction"], serde_json::Value::Null);
    assert_eq!(json["cocm_groups"], "projects");
    assert_eq!("pairwise".parse::<Algorithm>(), Ok(Algorithm::Pairwise));
    assert_eq!(serde_json::to_string(&Algorithm::Cocm).expect("ok"), "\"cocm\"");
    assert!(matches!("QF".parse::<Algorithm>(), Err(ParamError::UnknownAlgorithm(_))));
}
