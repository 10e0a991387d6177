// The reader is internal to CoopServe; Scripts/fuzz builds with -enable-testing.
@testable import CoopServe

/// One input: byte 0 seeds where the rest is cut; the rest is what a client sends, requests
/// one after the other (pipelined, with bodies of a length or in chunks), through
/// ``HTTPRequestReader``. Besides crashes, sanitizer reports and hangs, it checks that:
///
/// - the outcomes (every request, then a failure or the need for more) are the same fed whole,
///   a byte at a time, and cut at the places byte 0 picks;
/// - whenever the reader asks for more, it holds at most ``HTTPRequestReader/mostHeld`` bytes,
///   and nothing after a failure;
/// - every request read keeps to the limits: a request line of at most
///   ``HTTPLimits/requestLine`` bytes, at most ``HTTPLimits/fields`` fields, a body of at most
///   ``HTTPLimits/body`` bytes, never more body bytes in all than the input has;
/// - a request read, written out again (its head, and its body in one chunk or as its length
///   says), reads back as the same request.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let seed = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = Reading(bytes, cuts: [])
    let byteByByte = Reading(bytes, cuts: Array(0..<bytes.count))
    var random = seed == 0 ? 1 : UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
    let cuts = (0..<(Int(seed % 16) + 1)).map { _ -> Int in
        random ^= random << 13
        random ^= random >> 7
        random ^= random << 17
        return Int(random % UInt64(bytes.count + 1))
    }
    let cut = Reading(bytes, cuts: cuts)
    precondition(byteByByte.outcomes == whole.outcomes, "a byte at a time: \(byteByByte.outcomes) != \(whole.outcomes)")
    precondition(cut.outcomes == whole.outcomes, "cut at \(cuts.sorted()): \(cut.outcomes) != \(whole.outcomes)")
    var bodyBytes = 0
    for outcome in whole.outcomes {
        guard case .request(let request) = outcome else { continue }
        let requestLine = request.head.method.utf8.count + request.head.target.utf8.count + 10
        precondition(requestLine <= HTTPLimits.requestLine, "a request line of \(requestLine) bytes")
        precondition(request.head.fields.count <= HTTPLimits.fields, "\(request.head.fields.count) fields")
        precondition(request.body.count <= HTTPLimits.body, "a body of \(request.body.count) bytes")
        bodyBytes += request.body.count
        let again = Reading(written(request), cuts: []).outcomes
        precondition(again == [.request(request)], "written again and read: \(again) != \(request)")
    }
    precondition(bodyBytes <= bytes.count, "\(bodyBytes) body bytes from \(bytes.count) bytes")
    return 0
}

/// What a reader gives for some bytes fed in pieces, checking what it holds as it goes.
struct Reading {
    /// Every request, then the failure if there is one.
    var outcomes: [HTTPRequestReader.Outcome] = []

    init(_ bytes: [UInt8], cuts: [Int]) {
        var reader = HTTPRequestReader()
        var from = 0
        feeding: for end in cuts.filter({ $0 > 0 && $0 < bytes.count }).sorted() + [bytes.count] where end > from {
            reader.append(bytes[from..<end])
            from = end
            while true {
                let outcome = reader.next()
                switch outcome {
                case .needsMore:
                    precondition(reader.heldBytes <= HTTPRequestReader.mostHeld, "holds \(reader.heldBytes) bytes")
                    continue feeding
                case .failure:
                    outcomes.append(outcome)
                    reader.append(bytes[from...])
                    precondition(reader.heldBytes == 0 && reader.next() == outcome, "read on after a failure")
                    break feeding
                case .request:
                    outcomes.append(outcome)
                }
            }
        }
    }
}

/// `request` written out: its request line and fields as read, then its body in one chunk
/// when it came in chunks, or as it is (its `Content-Length` says its length).
func written(_ request: HTTPRequest) -> [UInt8] {
    let head = request.head
    var text = "\(head.method) \(head.target) HTTP/1.\(head.minorVersion)\r\n"
    for (name, value) in head.fields { text += "\(name): \(value)\r\n" }
    text += "\r\n"
    var bytes = Array(text.utf8)
    if head.field("transfer-encoding") != nil {
        if !request.body.isEmpty { bytes += Array((String(request.body.count, radix: 16) + "\r\n").utf8) + request.body + [0x0D, 0x0A] }
        bytes += Array("0\r\n\r\n".utf8)
    } else {
        bytes += request.body
    }
    return bytes
}
