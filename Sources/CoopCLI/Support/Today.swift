import ArgumentParser
import CoopValues
import Foundation

/// Which day "today" is: `--today`, else `SOURCE_DATE_EPOCH` (for reproducible builds),
/// else the local calendar day.
enum Today {
    static func resolve(option: String?, environment: [String: String]) throws -> CivilDate {
        if let option {
            guard let date = CivilDate(iso: option) else {
                throw ValidationError("--today must be a real date written YYYY-MM-DD, not '\(option)'")
            }
            return date
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int64(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
            }
            return CivilDate(unixSeconds: seconds)
        }
        let now = Date()
        let offset = TimeZone.current.secondsFromGMT(for: now)
        return CivilDate(unixSeconds: Int64(now.timeIntervalSince1970) + Int64(offset))
    }
}
