import CoopValues

/// How the flock does against the weekly goal of `coop.yaml`.
///
/// A week counts once it is complete (its last day is before today). The current streak
/// is the run of met weeks ending with the last complete week, plus this week if it has
/// already met the goal.
public struct GoalProgress: Sendable, Equatable {
    /// Eggs a week the family aims for.
    public let weeklyGoal: Int
    /// Eggs laid so far this week.
    public let thisWeek: Int
    /// Complete weeks that met the goal.
    public let weeksMet: Int
    /// Complete weeks since the first record.
    public let completeWeeks: Int
    /// Weeks in a row meeting the goal, up to now.
    public let currentStreak: Int
    /// The longest run of weeks meeting the goal.
    public let longestStreak: Int
    /// The first day of the longest run, if there was one.
    public let longestStreakStart: CivilDate?

    /// The daily share of the goal, rounded up: a day laying this many is a "goal day".
    public var dailyTarget: Int { (weeklyGoal + 6) / 7 }

    /// Measures `weeks` (complete or not) against `goal` as of `today`.
    public init(goal: Int, weeks: [Period], today: CivilDate) {
        weeklyGoal = goal
        var met = 0
        var complete = 0
        var run = 0
        var longest = 0
        var runStart: CivilDate?
        var longestStart: CivilDate?
        var current = 0
        var thisWeek = 0
        for week in weeks {
            if week.start <= today, week.end >= today { thisWeek = week.totals.laid }
            guard week.end < today else { continue }
            complete += 1
            if week.totals.laid >= goal {
                met += 1
                if run == 0 { runStart = week.start }
                run += 1
                if run > longest {
                    longest = run
                    longestStart = runStart
                }
            } else {
                run = 0
            }
            current = run
        }
        if thisWeek >= goal { current += 1 }
        self.thisWeek = thisWeek
        weeksMet = met
        completeWeeks = complete
        currentStreak = current
        longestStreak = max(longest, current)
        longestStreakStart = longestStart
    }
}

/// Runs of days in a row with a record: the habit of writing the count down.
public struct RecordingStreak: Sendable, Equatable {
    /// Days in a row recorded, ending today or yesterday (today may not be written yet).
    public let current: Int
    /// The longest run of recorded days.
    public let longest: Int
    /// The first day of the longest run.
    public let longestStart: CivilDate?

    /// Measures the series up to `today`.
    public init(series: EggSeries, today: CivilDate) {
        var run = 0
        var longest = 0
        var runStart: CivilDate?
        var longestStart: CivilDate?
        var day = series.firstDay
        while day <= min(today, series.lastDay) {
            if series.isRecorded(day) {
                if run == 0 { runStart = day }
                run += 1
                if run > longest {
                    longest = run
                    longestStart = runStart
                }
            } else {
                run = 0
            }
            day = day.adding(days: 1)
        }
        var current = 0
        var back = series.isRecorded(today) ? today : today.adding(days: -1)
        while back >= series.firstDay, series.isRecorded(back) {
            current += 1
            back = back.adding(days: -1)
        }
        self.current = current
        self.longest = longest
        self.longestStart = longestStart
    }
}
