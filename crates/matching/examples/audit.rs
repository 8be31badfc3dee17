//! One `matchpool qf compute` without the server binary, for whole-process timings of the pack
//! reader: `audit fast DIR` runs `pack::compute_to` (what the CLI runs), `audit reference DIR`
//! the reference reader (`Pack::read` + `compute`, what the CLI ran before). See BENCHMARKS.md.

use matchpool_matching::pack::{self, Pack};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [mode, dir] = &args[..] else { return Err("usage: audit fast|reference DIR".into()) };
    let dir = std::path::Path::new(dir);
    let computed = if mode == "fast" { pack::compute_to(dir, None)? } else { Pack::read(dir)?.compute()? };
    println!("allocated {} of {} cents", computed.result.allocated_cents, computed.result.pool_cents);
    Ok(())
}
