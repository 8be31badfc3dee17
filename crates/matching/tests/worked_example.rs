//! The worked example of matching.md §14, byte for byte.

mod common;

use std::fs;

use common::{example_copy, example_dir, example_input, example_params, text};
use matchpool_matching::Algorithm;
use matchpool_matching::pack::{self, Pack, PackFiles};

const CAP_RESULTS: &str = "\
project_id,raw_match,uncapped_cents,cap_cents,match_cents,capped
alpha,1944.776023133858,96912,30000,30000,1
beta,33.67898940395393,1678,30000,30000,1
gamma,28.292764898182213,1410,30000,30000,1
";

const PAIRWISE_RESULTS: &str = "\
project_id,raw_match,uncapped_cents,cap_cents,match_cents,capped
alpha,44.19792202337013,60317,47000,47000,1
beta,17.360698054568847,23692,1989000,31643,0
gamma,11.717185776310156,15991,298300,21357,0
";

const COCM_RESULTS: &str = "\
project_id,raw_match,uncapped_cents,cap_cents,match_cents,capped
alpha,594.9327792450397,97153,47000,47000,1
beta,0.4149486197657747,68,1989000,1261,0
gamma,17.01880920562828,2779,298300,51739,0
";

fn summary(algorithm: &str, allocated: u64) -> String {
    format!(
        "{{\n  \"pool_cents\": 100000,\n  \"allocated_cents\": {allocated},\n  \
         \"unallocated_cents\": {},\n  \"algorithm\": \"{algorithm}\",\n  \
         \"algorithm_version\": 1\n}}\n",
        100_000 - allocated
    )
}

#[test]
fn qf_results_and_summary_are_the_published_bytes() {
    let out = tempfile::tempdir().expect("temp dir");
    let computed = pack::compute_to(&example_dir(), Some(out.path())).expect("computes");
    let published = text(&example_dir().join("results.csv"));
    assert_eq!(computed.results_csv, published);
    assert_eq!(text(&out.path().join("results.csv")), published);
    let summary_json = text(&example_dir().join("summary.json"));
    assert_eq!(text(&out.path().join("summary.json")), summary_json);
    assert_eq!(summary_json, summary("qf", 100_000));
}

#[test]
fn input_sha256_is_the_sha256sum_listing_hash() {
    let read = |name: &str| fs::read(example_dir().join(name)).expect("read");
    let hash = pack::input_sha256(&read("projects.csv"), &read("people.csv"), &read("contributions.csv"));
    assert_eq!(hash, "e97e43960f60b2a58b8e5d8a7421c110902c8bfaca3665bd9209e312f809125c");
}

#[test]
fn round_cap_of_0_3_pays_every_project_30000_and_leaves_10000_unallocated() {
    let dir = example_copy(|r| r.replace("\"round_cap_fraction\": null", "\"round_cap_fraction\": 0.3"));
    let computed = pack::compute_to(dir.path(), None).expect("computes");
    assert_eq!(computed.results_csv, CAP_RESULTS);
    assert_eq!(computed.summary_json, summary("qf", 90_000));
    assert_eq!(computed.result.unallocated_cents, 10_000);
}

#[test]
fn pairwise_results_are_the_published_bytes() {
    let dir = example_copy(|r| r.replace("\"algorithm\": \"qf\"", "\"algorithm\": \"pairwise\""));
    let computed = pack::compute_to(dir.path(), None).expect("computes");
    assert_eq!(computed.results_csv, PAIRWISE_RESULTS);
    assert_eq!(computed.summary_json, summary("pairwise", 100_000));
}

#[test]
fn cocm_results_are_the_published_bytes() {
    let dir = example_copy(|r| r.replace("\"algorithm\": \"qf\"", "\"algorithm\": \"cocm\""));
    let computed = pack::compute_to(dir.path(), None).expect("computes");
    assert_eq!(computed.results_csv, COCM_RESULTS);
    assert_eq!(computed.summary_json, summary("cocm", 100_000));
}

#[test]
fn verifying_the_published_example_finds_identical_bytes() {
    let report = pack::verify(&example_dir()).expect("verifies");
    assert!(report.is_identical(), "{report}");
    assert!(report.results_bytes_identical && report.summary_bytes_identical);
    assert_eq!(report.round_id, "example-1");
    assert!(report.to_string().contains("OK: the published results are identical, byte for byte"));
    assert!(report.manifest_present);
    assert_eq!(report.contributions_tree.leaf_count, 8);
    assert!(
        report.to_string().contains(
            "contribution rows: 8 leaves, Merkle root \
             73e25065fcfa7d758fc0f105b868e4da89bf5dc6a72d0a74ddec60a43c08d04f (as manifest.json says)"
        ),
        "{report}"
    );
}

#[test]
fn exporting_the_example_rewrites_its_input_files_byte_for_byte() {
    let out = tempfile::tempdir().expect("temp dir");
    let result =
        pack::write_pack(out.path(), &example_input(), Algorithm::Qf, &example_params(), "example-1").expect("writes");
    assert_eq!(result.allocated_cents, 100_000);
    for name in ["projects.csv", "people.csv", "contributions.csv", "results.csv", "summary.json", "manifest.json"] {
        assert_eq!(text(&out.path().join(name)), text(&example_dir().join(name)), "{name}");
    }
    let round = Pack::read(out.path()).expect("reads back").round;
    assert_eq!(round.input_sha256, "e97e43960f60b2a58b8e5d8a7421c110902c8bfaca3665bd9209e312f809125c");
    assert_eq!(round.params, example_params());
    assert!(pack::verify(out.path()).expect("verifies").is_identical());
}

#[test]
fn a_zip_pack_computes_and_verifies_like_its_directory() {
    let files = PackFiles::read(&example_dir()).expect("reads");
    let zip_dir = tempfile::tempdir().expect("temp dir");
    let zip_path = zip_dir.path().join("pack.zip");
    files.write_zip(fs::File::create(&zip_path).expect("create")).expect("zips");
    assert_eq!(PackFiles::read(&zip_path).expect("reads the zip"), files);
    let report = pack::verify(&zip_path).expect("verifies");
    assert!(report.is_identical(), "{report}");
    let computed = pack::compute_to(&zip_path, None).expect("computes");
    assert_eq!(computed.results_csv, text(&example_dir().join("results.csv")));
}

#[test]
fn estimates_on_the_example_pack_match_section_14_7() {
    let ben = pack::estimate(&example_dir(), Some("ben"), "gamma", 400).expect("estimates");
    assert_eq!(ben.delta_cents, 25_962);
    let visitor = pack::estimate(&example_dir(), None, "beta", 2_500).expect("estimates");
    assert_eq!(visitor.delta_cents, 2_600);
    assert_eq!(visitor.after, 31402.975945101352);
    let unknown = pack::estimate(&example_dir(), Some("zed"), "beta", 1);
    assert!(unknown.is_err());
}
