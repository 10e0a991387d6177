#if canImport(Glibc)
import CMalloc
#endif

/// Gives the memory a rebuild freed back to the system.
///
/// glibc's allocator keeps what a program frees for its next allocations, in one arena per
/// thread that allocated it (up to eight a core). `coop serve` rebuilds the site after every
/// save on whichever threads are free, and making the pages ahead spreads each version's
/// pages over them, so the freed memory of old versions stayed with the process: 300 saves
/// into a 300 kB notes file on L left it at 172 MB, of which 88 MB were in use (with a single
/// arena, `MALLOC_ARENA_MAX=1`). `malloc_trim(0)` after each rebuild's pages are made returns
/// the free pages of every arena.
enum FreedMemory {
    /// Returns the allocator's free pages to the system (a no-op where there is no glibc).
    static func giveBack() {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }
}
