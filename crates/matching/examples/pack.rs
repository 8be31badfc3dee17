//! Writes a synthetic audit pack (the rounds of BENCHMARKS.md, computed with qf) for timing
//! `matchpool qf compute` and `qf verify`:
//!
//! `cargo run --release -p matchpool-matching --example pack -- 1000000 target/pack-1m`
//! writes the directory; add `--zip` to write `target/pack-1m.zip` instead.

use std::path::PathBuf;

use matchpool_matching::pack::{self, PackFiles};
use matchpool_matching::{Algorithm, Params, synthetic};

const PROJECTS: usize = 200;
const SEED: u64 = 20_240_601;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (size, out, zip) = match &args[..] {
        [size, out] => (size.parse::<usize>()?, PathBuf::from(out), false),
        [size, out, flag] if flag == "--zip" => (size.parse::<usize>()?, PathBuf::from(out), true),
        _ => return Err("usage: pack CONTRIBUTIONS OUT [--zip]".into()),
    };
    let input = synthetic::round(size, PROJECTS, SEED);
    let (files, result): (PackFiles, _) =
        pack::render(&input, Algorithm::Qf, &Params::default(), &format!("synthetic-{size}"))?;
    if zip {
        let path = out.with_extension("zip");
        files.write_zip(std::fs::File::create(&path)?)?;
        println!("wrote {}", path.display());
    } else {
        files.write_dir(&out)?;
        println!("wrote {}", out.display());
    }
    println!(
        "{} projects, {} people, {} contributions; allocated {} of {} cents",
        result.projects.len(),
        input.people.len(),
        input.contributions.len(),
        result.allocated_cents,
        result.pool_cents
    );
    Ok(())
}
