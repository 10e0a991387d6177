/// The repository's root folder (the one holding Package.swift), found from this file's path
/// (`Sources/CoopTestSupport/RepositoryRoot.swift`).
public let repositoryRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()
