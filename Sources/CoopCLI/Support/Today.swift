import ArgumentParser
import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which day "today" is: `--today`, else `SOURCE_DATE_EPOCH` (for reproducible builds),
/// else the local calendar day.
enum Today {
    static func resolve(option: String?, environment: [String: String]) throws -> CivilDate {
        let today = try unchecked(option: option, environment: environment)
        guard CivilDate.supported.contains(today) else {
            throw ValidationError("today (\(today.iso)) is outside the days Coop Count keeps, \(CivilDate.supportedDescription)")
        }
        return today
    }

    /// The day `--today`, `SOURCE_DATE_EPOCH` or the clock gives, in any year.
    private static func unchecked(option: String?, environment: [String: String]) throws -> CivilDate {
        if let option { return try typedDay(option, "--today") }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int64(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
            }
            return CivilDate(unixSeconds: seconds)
        }
        // The local calendar day: the C library knows the time zone (TZ, /etc/localtime).
        var now = time(nil)
        var local = tm()
        localtime_r(&now, &local)
        return CivilDate(unixSeconds: Int64(now) + Int64(local.tm_gmtoff))
    }
}
