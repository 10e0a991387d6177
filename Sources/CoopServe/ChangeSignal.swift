import CoopFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes the watcher as soon as the kernel reports activity under the watched folders
/// (Linux `inotify`), so that a save is seen within a millisecond instead of at the next
/// poll. Where `inotify` is missing, or a folder cannot be watched, waiting is a plain
/// sleep and the watcher's polling alone finds changes.
///
/// Not `Sendable`: its buffer and the set of watched folders change as it waits, so it is
/// made and used by the one thread that waits with it (``SiteServer``'s watching thread).
final class ChangeSignal {
    #if os(Linux)
    private let descriptor: Int32
    private var watched: Set<FilePath> = []
    /// Where events are read into: kept, as a burst is drained many times.
    private var buffer = [UInt8](repeating: 0, count: 16_384)
    #endif
    private let folders: [String]

    init(folders: [String]) {
        self.folders = folders
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        watchFolders()
        #endif
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Blocks until something under the folders changes, or `seconds` pass. Called from one
    /// thread only.
    func wait(seconds: Double) {
        #if os(Linux)
        guard descriptor >= 0 else { return sleep(seconds) }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32(seconds * 1000)) > 0 else { return }
        // A save is a burst of events (truncate, write, close; or write a temporary file and
        // rename it), its events microseconds apart: wait for it to end, 10 ms without an
        // event, before looking, so that a half-written file is not built. A file written to
        // and not closed yet is waited for too (a slow writer, or one descheduled between
        // its truncate and its write), for a second at most.
        var quiet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var writing: Set<String> = []
        for _ in 0..<100 {
            drain(noting: &writing)
            quiet.revents = 0
            if poll(&quiet, 1, 10) == 0, writing.isEmpty { break }
        }
        watchFolders()  // a new folder (eggs/ made by coop add) is watched from now on
        #else
        sleep(seconds)
        #endif
    }

    private func sleep(_ seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        _ = nanosleep(&time, nil)
    }

    #if os(Linux)
    /// Reads every pending event, keeping in `writing` the files written to and not closed
    /// since (by watch and name).
    private func drain(noting writing: inout Set<String>) {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            // struct inotify_event: wd (4 bytes), mask (4), cookie (4), len (4), name (len).
            while offset + 16 <= count {
                let field = { (at: Int) in self.buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self) } }
                let (wd, mask, length) = (field(0), field(4), Int(field(12)))
                let name = buffer[offset + 16..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let key = "\(wd)/" + String(decoding: name, as: UTF8.self)
                if mask & UInt32(IN_MODIFY) != 0 { writing.insert(key) }
                if mask & UInt32(IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 { writing.remove(key) }
                offset += 16 + length
            }
        }
    }

    /// Watches every folder under the roots not watched yet.
    private func watchFolders() {
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        var pending = folders.map { (FilePath($0), 0) }
        while let (folder, depth) = pending.popLast() {
            guard depth < 16, let names = FileSystem.list(folder) else { continue }
            if !watched.contains(folder), inotify_add_watch(descriptor, folder.string, mask) >= 0 { watched.insert(folder) }
            for name in names where FileSystem.entry(at: folder.appending(name)) == .directory {
                pending.append((folder.appending(name), depth + 1))
            }
        }
    }
    #endif
}
