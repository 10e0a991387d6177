#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes the watcher as soon as the kernel reports activity under the watched folders
/// (Linux `inotify`), so that a save is seen within a millisecond instead of at the next
/// poll. Where `inotify` is missing, or a folder cannot be watched, waiting is a plain
/// sleep and the watcher's polling alone finds changes.
final class ChangeSignal: @unchecked Sendable {
    #if os(Linux)
    private let descriptor: Int32
    private var watched: Set<String> = []
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
        // rename it): wait for the burst to end, 10 ms without an event, before looking, so
        // that a half-written file is not built.
        var quiet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        for _ in 0..<20 {
            drain()
            quiet.revents = 0
            if poll(&quiet, 1, 10) == 0 { break }
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
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Watches every folder under the roots not watched yet.
    private func watchFolders() {
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        var pending = folders.map { ($0, 0) }
        while let (folder, depth) = pending.popLast() {
            guard depth < 16, let stream = opendir(folder) else { continue }
            if !watched.contains(folder), inotify_add_watch(descriptor, folder, mask) >= 0 { watched.insert(folder) }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name != ".", name != "..", Int32(entry.pointee.d_type) == Int32(DT_DIR) { pending.append((folder + "/" + name, depth + 1)) }
            }
            closedir(stream)
        }
    }
    #endif
}
