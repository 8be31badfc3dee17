//! `matchpool qf`: recompute, verify and query audit packs (matching.md §13) with no database and
//! no configuration, so anyone holding a round's published pack can check its cents.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;
use matchpool_matching::pack::{self, PackError};
use matchpool_matching::proof::{Commitment, InclusionProof};

/// A person argument meaning "someone new": an unverified person with no points (§12).
const NEW_PERSON: &str = "-";

#[derive(Subcommand)]
pub enum QfCommand {
    /// Recompute results.csv and summary.json from a pack's inputs. Without --out they are
    /// printed; with --out they are written into DIR (created if needed).
    Compute {
        /// The pack: a directory or a zip archive.
        pack: PathBuf,
        /// Directory to write results.csv and summary.json into.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Recompute a pack and compare with its published results, and the Merkle root of its
    /// contribution rows with its manifest.json (docs/PROOFS.md). Exits 0 when they are
    /// identical, 1 otherwise (including when the pack cannot be read).
    ///
    /// With --proof, also checks a donor's inclusion proof (the JSON of
    /// `GET /api/me/rounds/{id}/proof` or `GET /api/proofs/{code}`) against the pack's round and
    /// contribution rows, and prints the donor's rows; a wrong or altered proof fails with the
    /// reason and exit code 1.
    ///
    /// When manifest.json names the Cardano transaction anchoring the pack, the pack's hash is
    /// compared with the manifest's, and with a Blockfrost project id (--blockfrost-project-id or
    /// BLOCKFROST_PROJECT_ID) the transaction is read from the chain and its commitment compared
    /// with the pack: a pack altered after anchoring fails. An anchor on a development ledger is
    /// read with --dev-ledger from the development server that wrote it. An unreachable chain is
    /// reported and does not fail the run.
    Verify {
        /// The pack: a directory or a zip archive.
        pack: PathBuf,
        /// A donor's inclusion proof (JSON file) to check against the pack.
        #[arg(long, value_name = "FILE")]
        proof: Option<PathBuf>,
        /// A Blockfrost project id for the anchor's network, to read the anchoring transaction.
        #[arg(long, env = "BLOCKFROST_PROJECT_ID", value_name = "ID", hide_env_values = true)]
        blockfrost_project_id: Option<String>,
        /// Blockfrost's address (default: Blockfrost's own for the anchor's network).
        #[arg(long, value_name = "URL")]
        blockfrost_url: Option<String>,
        /// A development server's ledger, read as Blockfrost is, for an anchor on the development
        /// ledger (network `dev`): `http://HOST:PORT/api/dev/ledger/blockfrost`.
        #[arg(long, value_name = "URL")]
        dev_ledger: Option<String>,
    },
    /// The live estimate of §12 on a pack's inputs: how much a gift of CENTS by PERSON changes
    /// PROJECT's match. PERSON is a person_id of people.csv, or `-` for a new unverified person.
    Estimate {
        /// The pack: a directory or a zip archive.
        pack: PathBuf,
        /// A person_id of people.csv, or `-` for someone new.
        person: String,
        /// A project_id of projects.csv.
        project: String,
        /// The gift in cents; 0 is a vote alone.
        cents: u64,
    },
}

/// Runs a `qf` command, printing results to standard output and errors to standard error.
/// Exits 1 on any error (an unreadable or invalid pack, an unknown id) and when verify finds a
/// difference.
pub fn run(command: QfCommand) -> ExitCode {
    match execute(command) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::FAILURE
        }
    }
}

fn execute(command: QfCommand) -> Result<ExitCode, PackError> {
    match command {
        QfCommand::Compute { pack, out } => {
            let computed = pack::compute_to(&pack, out.as_deref())?;
            match out {
                Some(dir) => {
                    let r = &computed.result;
                    println!(
                        "{} projects: pool {} cents, allocated {}, unallocated {} ({})",
                        r.projects.len(),
                        r.pool_cents,
                        r.allocated_cents,
                        r.unallocated_cents,
                        r.algorithm
                    );
                    println!("wrote results.csv and summary.json to {}", dir.display());
                }
                None => print!("{}\n{}", computed.results_csv, computed.summary_json),
            }
            Ok(ExitCode::SUCCESS)
        }
        QfCommand::Verify { pack, proof, blockfrost_project_id, blockfrost_url, dev_ledger } => {
            let report = pack::verify(&pack)?;
            println!("{report}");
            let proof_ok = match proof {
                Some(path) => check_proof(&path, &report.round_id, &report.contributions_tree),
                None => true,
            };
            let chain = ChainAccess { project_id: blockfrost_project_id, url: blockfrost_url, dev_ledger };
            let anchor_ok = check_anchor(&report, &chain);
            Ok(if report.is_identical() && proof_ok && anchor_ok { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        QfCommand::Estimate { pack, person, project, cents } => {
            let who = (person != NEW_PERSON).then_some(person.as_str());
            let estimate = pack::estimate(&pack, who, &project, cents)?;
            println!("{estimate}");
            println!(
                "before {} cents, after {} cents, change {} cents{}",
                estimate.before,
                estimate.after,
                estimate.delta_cents,
                if estimate.approximate { " (approximate)" } else { "" }
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// How to read the chain: a Blockfrost project id (and address), or a development ledger's
/// address, when given.
struct ChainAccess {
    project_id: Option<String>,
    url: Option<String>,
    dev_ledger: Option<String>,
}

impl ChainAccess {
    /// A reader of the chain `network` names (an anchor's network), or why there is none.
    fn reader(&self, network: &str) -> Result<matchpool_providers::chain::Blockfrost, &'static str> {
        use matchpool_providers::chain::{Blockfrost, Network};
        if network == matchpool_app::matching::anchor::DEV_NETWORK {
            let url =
                self.dev_ledger.as_deref().filter(|url| !url.is_empty()).ok_or(
                    "it is on a development ledger, which only the server that wrote it holds: pass --dev-ledger",
                )?;
            // The development ledger runs as a preprod network; reading a transaction needs no more.
            return Ok(Blockfrost::new(url.trim_end_matches('/'), "development", Network::Preprod));
        }
        let network = Network::parse(network).ok_or("the anchor names a network this program does not know")?;
        let project_id = self
            .project_id
            .as_deref()
            .filter(|id| !id.is_empty())
            .ok_or("no chain access: pass --blockfrost-project-id or set BLOCKFROST_PROJECT_ID")?;
        let url = self.url.clone().unwrap_or_else(|| Blockfrost::default_url(network));
        Ok(Blockfrost::new(&url, project_id, network))
    }
}

/// Checks the anchor manifest.json names (docs/PROOFS.md §6c): the pack's hash against the
/// manifest's, then, with chain access, the transaction's commitment against the pack. Prints
/// what it found; false when something differs (an unreachable chain is not a failure).
fn check_anchor(report: &matchpool_matching::pack::VerifyReport, chain: &ChainAccess) -> bool {
    let Some(anchor) = &report.anchor else {
        println!("anchor: manifest.json names no anchoring transaction");
        return true;
    };
    println!("anchor: transaction {} on {} (metadata label {})", anchor.tx_id, anchor.network, anchor.label);
    if anchor.pack_sha256 != report.pack_sha256 {
        println!(
            "anchor: FAILED: manifest.json says the anchored pack_sha256 is {}, this pack's is {}",
            anchor.pack_sha256, report.pack_sha256
        );
        return false;
    }
    let reader = match chain.reader(&anchor.network) {
        Ok(reader) => reader,
        Err(why) => {
            println!("anchor: not checked on chain ({why})");
            return true;
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
        Ok(runtime) => runtime,
        Err(err) => {
            println!("anchor: not checked on chain ({err})");
            return true;
        }
    };
    let check = runtime.block_on(anchor_on_chain(&reader, &anchor.tx_id, report));
    print_anchor_check(&check)
}

/// Compares what transaction `tx_id` commits to with the pack `report` verified.
async fn anchor_on_chain(
    chain: &dyn matchpool_providers::chain::ChainProvider,
    tx_id: &str,
    report: &matchpool_matching::pack::VerifyReport,
) -> matchpool_app::matching::anchor::AnchorCheck {
    matchpool_app::matching::anchor::check_anchor(chain, tx_id, &report.anchored_commitment()).await
}

/// Prints an anchor check; false when the chain shows something else than the pack.
fn print_anchor_check(check: &matchpool_app::matching::anchor::AnchorCheck) -> bool {
    use matchpool_app::matching::anchor::AnchorCheck;
    match check {
        AnchorCheck::Matches { depth } => {
            println!(
                "anchor: VERIFIED: the transaction ({depth} block(s) deep) commits to this pack's round, root and hash"
            );
            true
        }
        AnchorCheck::Differs { differences, .. } => {
            for (what, on_chain, pack) in differences {
                println!("anchor: FAILED: {what} is {on_chain} on chain but {pack} in this pack");
            }
            false
        }
        AnchorCheck::NotAnAnchor => {
            println!("anchor: FAILED: the transaction carries no anchor message");
            false
        }
        AnchorCheck::NotOnChain => {
            println!("anchor: FAILED: the transaction is not on chain");
            false
        }
        AnchorCheck::Unreachable(why) => {
            println!("anchor: not checked on chain (the chain could not be reached: {why})");
            true
        }
    }
}

/// Checks a proof file against the round and the root recomputed from the pack's rows (which
/// `verify` has compared with manifest.json), printing the donor's rows or why it fails.
fn check_proof(path: &Path, round_id: &str, tree: &Commitment) -> bool {
    let proof = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display())).and_then(|bytes| {
        serde_json::from_slice::<InclusionProof>(&bytes)
            .map_err(|e| format!("{}: not an inclusion proof (docs/PROOFS.md §4): {e}", path.display()))
    });
    let proof = match proof {
        Ok(proof) => proof,
        Err(message) => {
            println!("proof: FAILED (malformed): {message}");
            return false;
        }
    };
    match proof.verify(round_id, tree) {
        Ok(()) => {
            println!(
                "proof: VERIFIED: {} row(s) of person {} lead to the root {} of round {round_id}",
                proof.leaves.len(),
                proof.person_id,
                tree.root
            );
            for leaf in &proof.leaves {
                println!(
                    "  row {}: project {}, {} cents, {}",
                    leaf.index,
                    leaf.project_id,
                    leaf.amount_cents,
                    if leaf.voted { "voted" } else { "no vote" }
                );
            }
            true
        }
        Err(err) => {
            println!("proof: FAILED ({}): {err}", err.code());
            false
        }
    }
}
