/// People whose names cover the world's scripts and the emoji sequences terminals disagree on,
/// each with the text tern must show for it: the name itself, or the name after the documented
/// stand-ins of decision 1000 (no ZWJ, no VS16, flags as letters, no skin tone, U+FFFD for what
/// glibc's `wcwidth` does not know, a dotted circle under a fifth stacked mark).
///
/// Shared by the unit, snapshot and end-to-end tests (the e2e test serves them from the loopback
/// fixture server), so every layer is checked against the same names.
public enum WorldNames {
    /// One person: the name as the server sends it and the text expected on screen.
    public struct Entry: Sendable {
        /// What the name is written in or what it tries.
        public let script: String
        public let firstName: String
        public let lastName: String
        /// `firstName + " " + lastName` as drawn.
        public let shown: String

        init(_ script: String, _ firstName: String, _ lastName: String, shown: String? = nil) {
            self.script = script
            self.firstName = firstName
            self.lastName = lastName
            self.shown = shown ?? firstName + " " + lastName
        }

        /// The name as the server sends it.
        public var fullName: String { firstName + " " + lastName }
    }

    public static let all: [Entry] = [
        Entry("Latin with accents", "Zoë", "Ångström"),
        Entry(
            "Latin, five stacked marks", "Ame\u{301}\u{302}\u{303}\u{304}\u{308}lie", "Roy",
            shown: "Am\u{E9}\u{302}\u{303}\u{304}\u{308}lie Roy"),
        Entry("Vietnamese", "Nguyễn", "Thị Ánh"),
        Entry("Greek", "Αλέξανδρος", "Παπαδόπουλος"),
        Entry("Cyrillic", "Наталья", "Щербакова"),
        Entry("Armenian", "Արամ", "Խաչատրյան"),
        Entry("Georgian", "ნინო", "ბერიძე"),
        Entry("Hebrew with points", "שָׁלוֹם", "כֹּהֵן"),
        Entry("Arabic with harakat", "مُحَمَّد", "الْعَلِيّ"),
        Entry("Devanagari", "राहुल", "शर्मा"),
        Entry("Devanagari conjuncts", "भारत", "क्षत्रिय"),
        Entry("Bengali", "অমিত", "চট্টোপাধ্যায়"),
        Entry("Gurmukhi", "ਹਰਪ੍ਰੀਤ", "ਸਿੰਘ"),
        Entry("Gujarati", "ગીતા", "પટેલ"),
        Entry("Tamil", "தமிழ்", "செல்வி"),
        Entry("Telugu", "లక్ష్మి", "రెడ్డి"),
        Entry("Kannada", "ಕಾವ್ಯ", "ಗೌಡ"),
        Entry("Malayalam", "അനു", "മേനോൻ"),
        Entry("Sinhala", "නිමල්", "පෙරේරා"),
        Entry("Thai", "น้ำ", "สมใจ"),
        Entry("Lao", "ສົມພອນ", "ພົມມະຈັນ"),
        Entry("Khmer", "សុខា", "ស្រីពៅ"),
        Entry("Myanmar", "အောင်", "ကျော်"),
        Entry("Tibetan", "བཀྲ་ཤིས", "རྡོ་རྗེ"),
        Entry("Ethiopic", "አበበ", "በቀለ"),
        Entry("Cherokee", "ᏣᎳᎩ", "Ꮎ"),
        Entry("Hangul", "김", "민준"),
        Entry(
            "Hangul conjoining jamo", "\u{1112}\u{1161}\u{11AB}", "\u{1100}\u{1161}\u{11A8}", shown: "\u{D55C} \u{AC01}"
        ),
        Entry("CJK", "山田", "花子"),
        Entry("Halfwidth kana with voiced marks", "ﾃﾞｨｽﾌﾟﾚｲ", "ｶﾞｰﾃﾞﾝ"),
        Entry("Fullwidth forms", "Ｔａｒｏ", "ＡＢＣ"),
        Entry("Emoji ZWJ family", "Family", "👨‍👩‍👧‍👦", shown: "Family 👨👩👧👦"),
        Entry("Rainbow flag (VS16 and ZWJ)", "Pride", "🏳️‍🌈", shown: "Pride 🏳🌈"),
        Entry("Regional-indicator flag", "Flag", "🇯🇵", shown: "Flag JP"),
        Entry("Lone regional indicators", "🇯a🇧A", "Mix", shown: "JaBA Mix"),
        Entry("Subdivision flag (tags)", "Scot", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", shown: "Scot 🏴"),
        Entry("VS16 emoji presentation", "Sunny", "☀️ ❤️", shown: "Sunny ☀ ❤"),
        Entry("Keycap", "Keycap", "1️⃣", shown: "Keycap 1⃣"),
        Entry("Skin-tone modifier", "Thumbs", "👍🏽", shown: "Thumbs 👍"),
        Entry("ZWJ between letters", "Jo\u{200D}hn", "Smith", shown: "John Smith"),
        Entry("Unicode 15 emoji", "Shaking", "🫨", shown: "Shaking \u{FFFD}"),
        Entry("Leading BOM, soft hyphen, ZWSP", "\u{FEFF}Anna", "Soft\u{AD}ware\u{200B}s", shown: "Anna Softwares"),
        Entry("Bidi override", "\u{202E}Eve", "Mallory\u{202C}", shown: "Eve Mallory"),
    ]
}
