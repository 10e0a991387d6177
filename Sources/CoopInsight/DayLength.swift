import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hours of daylight at a latitude on a day, by the CBM model (Forsythe et al., 1995):
/// the sun's declination from the day of the year, then the hours between sunrise and
/// sunset with the sun's centre 0.8333° below the horizon.
public enum DayLength {
    /// Hours of daylight (0-24) at `latitude` degrees on `day`.
    public static func hours(latitude: Double, on day: CivilDate) -> Double {
        let dayOfYear = Double(day.dayOfYear)
        let theta = 0.2163108 + 2 * atan(0.9671396 * tan(0.00860 * (dayOfYear - 186)))
        let phi = asin(0.39795 * cos(theta))
        let p = 0.8333 * Double.pi / 180
        let lat = latitude * Double.pi / 180
        let ratio = (sin(p) + sin(lat) * sin(phi)) / (cos(lat) * cos(phi))
        return 24 - (24 / Double.pi) * acos(max(-1, min(1, ratio)))
    }

    /// The mean day length over the seven days from `start`.
    public static func weekMean(latitude: Double, from start: CivilDate) -> Double {
        (0..<7).reduce(0) { $0 + hours(latitude: latitude, on: start.adding(days: $1)) } / 7
    }
}
