import CoopCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CoopCLI.run(Array(CommandLine.arguments.dropFirst())))
