/// Why a one-shot report could not be printed: one line for standard error, without secrets.
struct ReportFailure: Error, Equatable {
    let message: String
}
