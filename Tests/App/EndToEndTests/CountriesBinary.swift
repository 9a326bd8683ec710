/// Where the example app `countries` is built: `COUNTRIES_BINARY`, else
/// `Examples/Countries/.build/debug/countries` beside this package (`make test` builds it first).
enum CountriesBinary {
    static var path: String {
        BuiltBinary.path(variable: "COUNTRIES_BINARY", relativePath: "Examples/Countries/.build/debug/countries")
    }
}
