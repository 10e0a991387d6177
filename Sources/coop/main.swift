import CoopCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(await CoopCLI.run(Array(CommandLine.arguments.dropFirst())))
