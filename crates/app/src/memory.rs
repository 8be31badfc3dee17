//! The server's resident memory (issue 11: at most 150 MB under a national round's load).
//!
//! Building a round's estimator reads the round's whole input (a national round: about 300 MB for
//! 100,000 people and a million donations) and keeps only the estimator. glibc's allocator keeps
//! freed memory in its arenas, by default up to eight per core, one taken by each thread that
//! allocates while the others are busy; their scattered live blocks kept the server near 185 MB
//! under load where two arenas hold it near 115 MB at the same speed (BENCHMARKS.md, "API at
//! scale"). So the server limits the arenas to one per core at start-up and gives large blocks
//! back to the system as they are freed (`tune_allocator`), and after each build the freed memory
//! is handed back to the system.

/// Blocks of this size and more get a mapping of their own, handed back to the system when freed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MMAP_THRESHOLD: libc::c_int = 128 * 1024;
/// Free memory at the top of the heap beyond this is handed back to the system at once.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TRIM_THRESHOLD: libc::c_int = 256 * 1024;

/// Tunes the allocator for a long-running server. Call first thing, before any thread starts.
///
/// - At most one arena per core (glibc's default is eight per core).
/// - Blocks of 128 KiB and more in their own mappings, returned to the system when freed, and the
///   heap trimmed beyond 256 KiB free at its top. glibc otherwise raises its mapping threshold up
///   to 32 MB after the first large block is freed, so a round's estimator build and the database's
///   page buffers left their large blocks inside the heap, where live small ones kept them resident:
///   on the national-scale bench the server's peak went from 140 to 129 MB and its resident memory
///   after the load from 132 to 128 MB with these two settings (BENCHMARKS.md, "API at scale").
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        let arenas = libc::c_int::try_from(cores).unwrap_or(libc::c_int::MAX);
        // SAFETY: `mallopt` sets one of the allocator's parameters; these three may be set at any
        // time and only change how memory is taken and given back from then on.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, arenas);
            libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
            libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD);
        }
    }
}

/// Returns the allocator's free memory to the system (glibc on Linux; elsewhere nothing to do).
pub fn release_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `malloc_trim` only releases memory the allocator holds free; it takes the
    // allocator's own locks and has no preconditions on the caller.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn releasing_freed_memory_leaves_live_allocations_alone() {
        let kept: Vec<u64> = (0..1_000_000).collect();
        drop((0..1_000_000).map(|i| i * 2).collect::<Vec<u64>>());
        super::release_freed();
        assert_eq!(kept.iter().sum::<u64>(), 499_999_500_000);
    }
}
