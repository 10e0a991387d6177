import CFuzzerDriver

#if canImport(Glibc)
import Glibc
#endif

// libFuzzer runs the target: every option (-max_len, -dict, corpus folders) comes from
// the command line, see Scripts/fuzz.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { fuzzBuild($0, $1) })
