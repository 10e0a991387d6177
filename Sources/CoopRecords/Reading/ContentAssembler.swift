import CoopDiagnostics
import CoopParallel
import CoopValues
import CoopYAML

/// A parsed record file waiting to be decoded.
struct ParsedFile: Sendable {
    let entry: RecordFileEntry
    /// The file's bytes, which its root was parsed from.
    let bytes: [UInt8]
    let root: YAMLNode?
}

/// An egg file decoded: its entries and problems, with what they were decoded from (the
/// file's bytes, and ``ContentAssembler/eggContext``), so that a later read of the same
/// content can take them as they are.
struct DecodedEggFile: Sendable {
    let bytes: [UInt8]
    let context: Int
    let entries: [EggEntry]
    let diagnostics: [Diagnostic]
}

/// Turns parsed record files into a ``Coop``: decodes each file in dependency order
/// (settings and definitions before the records that refer to them), resolving names
/// and collecting every problem.
struct ContentAssembler: Sendable {
    let today: CivilDate
    let folder: ContentFolder
    var diagnostics: [Diagnostic] = []

    var settings = Settings()
    var kinds: [EggKind] = []
    var hens: [Hen] = []
    var people: [PersonDraft] = []
    var eggEntries: [EggEntry] = []
    var notes: [Note] = []
    var expenses: [Expense] = []
    var contributions: [Contribution] = []
    var deliveries: [Delivery] = []
    var treatments: [Treatment] = []
    var chores: [Chore] = []
    /// The chores' titles read so far, folded (``NameTable/fold(_:)``), with their spelling and place.
    var choreTitles: [String: (title: String, location: SourceLocation)] = [:]
    var hatches: [Hatch] = []
    /// The amounts read so far, expenses, contributions and sales together: see
    /// ``countInTotal(_:at:file:)``.
    var amountsTotal = Money.zero
    /// The slugs of the tags read so far, for ``TagLimits/distinct``.
    var tagSlugs: Set<String> = []

    /// Egg files decoded by an earlier read, by path: taken as they are when their bytes and
    /// ``eggContext`` are the same.
    var eggFilesBefore: [String: DecodedEggFile] = [:]
    /// What decoding an egg file depends on besides its bytes (the kinds, the hens, today),
    /// as a hash of the files that define them.
    var eggContext = 0
    /// The egg files of this read, decoded or taken from ``eggFilesBefore``.
    private(set) var eggFilesDecoded: [String: DecodedEggFile] = [:]

    /// Names already defined, lower-cased, to their index and where they were defined.
    var kindIndex = NameTable()
    var henIndex = NameTable()
    var personIndex = NameTable()

    init(today: CivilDate, folder: ContentFolder) {
        self.today = today
        self.folder = folder
    }

    /// Decodes all files and returns the coop.
    mutating func assemble(_ files: [ParsedFile]) -> Coop {
        // The egg files, the bulk of the records, need only the kinds and hens read before
        // them, and nothing read after them needs the eggs: they are decoded on other threads
        // while the notes and the ledger are read here.
        let eggFiles = files.filter { $0.entry.kind == .eggs }
        var eggs: BackgroundWork<[DecodedEggFile]>?
        for kind in RecordKind.readingOrder {
            if kind == .eggs {
                eggs = decodeEggFiles(eggFiles)
                continue
            }
            for file in files where file.entry.kind == kind {
                var record = RecordFile(path: file.entry.displayPath, today: today)
                if let root = file.root { decode(kind, root, inFolder: file.entry.inFolder, file: &record) }
                diagnostics += record.diagnostics
            }
            if kind == .kinds, kinds.isEmpty {
                kinds = [.implicit]
                kindIndex.add(EggKind.implicit.name, index: 0, at: nil)
            }
            if kind == .hens { checkKindHenCollisions() }
        }
        if let eggs {
            for (parsed, file) in zip(eggFiles, eggs.wait()) {
                eggEntries += file.entries
                diagnostics += file.diagnostics
                eggFilesDecoded[parsed.entry.displayPath] = file
            }
        }
        checkEggOverlaps()
        checkEggsWithoutHens()
        checkPeriods()
        checkDeliveriesWhileWithheld()
        return Coop(
            settings: settings, kinds: kinds, hens: hens, eggs: EggLog(eggEntries), notes: notes,
            people: people.map(\.person), expenses: expenses, contributions: contributions,
            deliveries: deliveries, treatments: treatments, hatches: hatches, assets: folder.assets, chores: chores)
    }

    /// Starts decoding the egg files on every core: each depends only on the kinds and hens
    /// read before. A file decoded by an earlier read against the same kinds, hens and day
    /// is taken as it was. The files come back in the order given.
    private func decodeEggFiles(_ files: [ParsedFile]) -> BackgroundWork<[DecodedEggFile]> {
        var reader = self
        reader.eggEntries = []
        reader.diagnostics = []
        reader.eggFilesBefore = [:]
        let base = reader
        let today = today
        let before = eggFilesBefore
        let context = eggContext
        return BackgroundWork {
            files.parallelMap { parsed -> DecodedEggFile in
                if let earlier = before[parsed.entry.displayPath], earlier.context == context, earlier.bytes == parsed.bytes {
                    return earlier
                }
                var reader = base
                var record = RecordFile(path: parsed.entry.displayPath, today: today)
                if let root = parsed.root { reader.readEggs(root, file: &record) }
                return DecodedEggFile(bytes: parsed.bytes, context: context, entries: reader.eggEntries, diagnostics: record.diagnostics)
            }
        }
    }

    private mutating func decode(_ kind: RecordKind, _ root: YAMLNode, inFolder: Bool, file: inout RecordFile) {
        switch kind {
        case .settings: readSettings(root, file: &file)
        case .kinds:
            forEachRecord(root, kind, file: &file) { reader, node, file in reader.readKind(node, file: &file) }
        case .hens:
            if inFolder, case .mapping = root {
                readHen(root, file: &file)
            } else if inFolder, case .scalar = root {
                file.error(
                    .wrongType, "a file in hens/ holds one hen's fields (name: ...) or a list of hens, not a single value",
                    at: root, help: "write her fields one per line, like:\n      name: Pearl\n      breed: Leghorn")
            } else {
                forEachRecord(root, kind, file: &file) { reader, node, file in reader.readHen(node, file: &file) }
            }
        case .people:
            forEachRecord(root, kind, file: &file) { reader, node, file in reader.readPerson(node, file: &file) }
        case .eggs: readEggs(root, file: &file)
        case .notes: forEachRecord(root, kind, file: &file) { reader, node, file in reader.readNote(node, file: &file) }
        case .expenses:
            forEachRecord(root, kind, file: &file) { reader, node, file in reader.readExpense(node, file: &file) }
        case .contributions:
            forEachRecord(root, kind, file: &file) { reader, node, file in
                reader.readContribution(node, file: &file)
            }
        case .deliveries:
            forEachRecord(root, kind, file: &file) { reader, node, file in reader.readDelivery(node, file: &file) }
        case .treatments:
            forEachRecord(root, kind, file: &file) { reader, node, file in reader.readTreatment(node, file: &file) }
        case .chores: forEachRecord(root, kind, file: &file) { reader, node, file in reader.readChore(node, file: &file) }
        case .hatches:
            forEachRecord(root, kind, file: &file) { reader, node, file in reader.readHatch(node, file: &file) }
        }
    }

    /// Calls `read` for each item of a list file; a file that is not a list is one error, whose
    /// help shows how a record of the file's `kind` starts.
    private mutating func forEachRecord(
        _ root: YAMLNode, _ kind: RecordKind, file: inout RecordFile,
        _ read: (inout ContentAssembler, YAMLNode, inout RecordFile) -> Void
    ) {
        guard case .sequence(let list) = root else {
            file.error(
                .wrongType, "this file must be a list, one '- ' item per record, but it is \(root.kindDescription)",
                at: root,
                help: "start each record with '- ', like:\n"
                    + kind.declaration.listExample.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            return
        }
        for item in list.items { read(&self, item, &file) }
    }

    /// The mapping of one list item of `declaration`'s kind, or an error.
    func mapping(_ node: YAMLNode, _ declaration: RecordDeclaration, file: inout RecordFile) -> YAMLMapping? {
        guard case .mapping(let mapping) = node else {
            file.error(
                .wrongType, "\(declaration.recordName) must be a mapping of fields (key: value), not \(node.kindDescription)", at: node)
            return nil
        }
        return mapping
    }
}

/// Names (compared ignoring case and invisible characters: ``NameTable/fold(_:)``) to their
/// index, with where each was defined.
struct NameTable: Sendable {
    private var entries: [String: (index: Int, name: String, location: SourceLocation?)] = [:]
    private var slugs: [String: String] = [:]
    /// Names in the order defined, for did-you-mean.
    private(set) var names: [String] = []

    /// `name` as names are compared: lower-cased, without the characters that show nothing
    /// (Unicode's default-ignorable code points: zero-width spaces and joiners, soft hyphens,
    /// direction marks and overrides, variation selectors), so that `Pearl` and `Pe\u200Barl`,
    /// which look the same, are the same name. (Canonically equivalent spellings, such as an
    /// accent written as one character or as two, are equal as Swift strings already.)
    static func fold(_ name: String) -> String {
        guard !name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.lowercased() }
        var visible = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !scalar.properties.isDefaultIgnorableCodePoint { visible.append(scalar) }
        return String(visible).lowercased()
    }

    /// The index of `name`, ignoring case and invisible characters.
    func index(of name: String) -> Int? {
        entries[Self.fold(name)]?.index
    }

    /// The index of a name already folded by ``fold(_:)``.
    func index(ofFolded folded: String) -> Int? {
        entries[folded]?.index
    }

    /// Where `name` was defined.
    func location(of name: String) -> SourceLocation? { entries[Self.fold(name)]?.location }

    /// The name as first written, for a name equal to it ignoring case and invisible characters.
    func spelling(of name: String) -> String? { entries[Self.fold(name)]?.name }

    /// The name already using `slug`, if any.
    func owner(ofSlug slug: String) -> String? { slugs[slug] }

    /// Records `name` (and its slug) at `index`.
    mutating func add(_ name: String, index: Int, at location: SourceLocation?, slug: String? = nil) {
        entries[Self.fold(name)] = (index, name, location)
        if let slug { slugs[slug] = name }
        names.append(name)
    }
}
