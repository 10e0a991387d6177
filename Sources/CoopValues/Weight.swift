/// A unit of weight a bag of feed is sold in.
public enum WeightUnit: String, Sendable, CaseIterable, Equatable {
    /// Kilograms.
    case kg
    /// Grams.
    case g
    /// Pounds.
    case lb
    /// Ounces.
    case oz

    /// Grams in one of this unit; the pound and the ounce exactly as defined (453.59237 g,
    /// 1/16 of it).
    public var grams: Double {
        switch self {
        case .kg: 1000
        case .g: 1
        case .lb: 453.592_37
        case .oz: 28.349_523_125
        }
    }

    /// The units as written, in the order the docs list them.
    public static let names: [String] = allCases.map(\.rawValue)
}

/// A weight written as a number and a unit: `20 kg`, `2.5 lb`, `500 g`.
///
/// The number is held exactly, in thousandths of the unit, as read from the text digit by
/// digit; converting to another unit is the only floating-point step.
public struct Weight: Sendable, Equatable {
    /// The number in thousandths of ``unit``: 20 kg is 20,000.
    public let thousandths: Int64
    /// The unit it is written in.
    public let unit: WeightUnit

    /// The weight of `thousandths` thousandths of `unit`.
    public init(thousandths: Int64, unit: WeightUnit) {
        self.thousandths = thousandths
        self.unit = unit
    }

    /// The number written, as a `Double` (20.5 for `20.5 kg`).
    public var number: Double { Double(thousandths) / 1000 }

    /// The weight in `other` units.
    public func `in`(_ other: WeightUnit) -> Double { number * unit.grams / other.grams }

    /// Why a piece of text is not a weight.
    public enum ParseError: Error, Equatable, Sendable {
        /// It does not start with a number (`lots`, `-2 kg`, `2,5 kg`).
        case notANumber
        /// A number with no unit (`20`).
        case noUnit
        /// The unit is not one of ``WeightUnit`` (`20 kgs`): the unit as written.
        case unknownUnit(String)
        /// More than three decimal places.
        case tooManyDecimals
        /// More than six digits before the point.
        case tooLarge
        /// Zero.
        case zero
    }

    /// Reads `20 kg`, `2.5lb`, `500 g`: a number of at most six digits and three decimals,
    /// more than 0, then a unit, with or without spaces between.
    public static func parse(_ text: some StringProtocol) -> Result<Weight, ParseError> {
        let bytes = Array(Substring(text).utf8)
        var index = 0
        var whole: Int64 = 0
        var wholeDigits = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        while index < bytes.count, isDigit(bytes[index]) {
            whole = whole * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
            wholeDigits += 1
            index += 1
            if wholeDigits > 6 { return .failure(.tooLarge) }
        }
        guard wholeDigits > 0 else { return .failure(.notANumber) }
        var fraction: Int64 = 0
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                fractionDigits += 1
                if fractionDigits > 3 { return .failure(.tooManyDecimals) }
                fraction = fraction * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard fractionDigits > 0 else { return .failure(.notANumber) }
        }
        while fractionDigits < 3 {
            fraction *= 10
            fractionDigits += 1
        }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let unitText = String(decoding: bytes[index...], as: UTF8.self)
        guard !unitText.isEmpty else { return .failure(.noUnit) }
        guard let unit = WeightUnit(rawValue: unitText) else { return .failure(.unknownUnit(unitText)) }
        let thousandths = whole * 1000 + fraction
        guard thousandths > 0 else { return .failure(.zero) }
        return .success(Weight(thousandths: thousandths, unit: unit))
    }

    /// The weight as written in a file: `20 kg`, `2.5 lb` (no trailing zeros).
    public var description: String {
        var text = String(thousandths / 1000)
        var fraction = thousandths % 1000
        if fraction > 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            text += "." + CivilDate.pad(Int(fraction), digits)
        }
        return text + " " + unit.rawValue
    }

    /// The JSON Schema pattern of a weight: what ``parse(_:)`` accepts, zero excepted.
    public static let pattern = "^(?![0.]* *[a-z]+$)[0-9]{1,6}(?:\\.[0-9]{1,3})? *(?:kg|g|lb|oz)$"
}
