//! Building a round's estimator reads the round's whole input (a national round: about 300 MB for
//! 100,000 people and a million donations) and keeps only the estimator. glibc's allocator keeps
//! the freed memory in its arenas, so the server's resident memory stayed near the build's peak
//! long after it (BENCHMARKS.md, "API at scale"). After each build the freed memory is handed
//! back to the system.

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
