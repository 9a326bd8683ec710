import Glibc
import Testing

@testable import DomainText

/// Short forms cut from the patterns glibc's locales give (`locale date_fmt t_fmt`): the parts kept,
/// the words that belong to them, the separators between them.
@Suite struct StrftimePatternTests {
    private static let weekdayAndDay: Set<StrftimePattern.Field> = [.weekday, .day, .month]
    private static let clock: Set<StrftimePattern.Field> = [.hour, .minute, .dayPeriod]

    /// A locale's pattern (`date_fmt` for the forecast day, `t_fmt` for the clock) and the short form cut from it.
    @Test(arguments: [
        ("%a %-d. %b %H:%M:%S %Z %Y", "%a %-d. %b"),  // de_DE
        ("%a %b %e %r %Z %Y", "%a %b %-d"),  // en_US
        ("%a %d %b %Y %T %Z", "%a %-d %b"),  // fr_FR, ru_RU
        ("%Y年 %b %e日 %A %H:%M:%S %Z", "%b %-d日 %a"),  // ja_JP
        ("%Y年 %m月 %d日 %A %H:%M:%S %Z", "%-m月 %-d日 %a"),  // zh_CN
        ("%Y. %m. %d. (%a) %H:%M:%S %Z", "%-m. %-d. (%a)"),  // ko_KR
        ("\u{202B}%A %Oe %B %Oy، ساعت %OH:%OM:%OS (%Z)\u{202C}", "%a %-Od %b"),  // fa_IR
        ("%H:%M:%S", "%H:%M"),  // C
        ("%T", "%H:%M"),  // de_DE
        ("%r", "%I:%M %p"),  // en_US
        ("%H時%M分%S秒", "%H時%M分"),  // ja_JP
        ("%H시 %M분 %S초", "%H시 %M분"),  // ko_KR
        ("%Z %I:%M:%S %p", "%I:%M %p"),  // ar_EG
        ("%I:%M:%S %p %Z", "%I:%M %p"),  // hi_IN
    ])
    func theShortFormIsCutFromTheLocalesPattern(pattern: String, expected: String) {
        let fields = expected.contains("%M") ? Self.clock : Self.weekdayAndDay
        #expect(StrftimePattern(pattern).keeping(fields).text == expected)
    }

    @Test func twelveHourTimeComesFromTheLocale() {
        let british = StrftimePattern("%r", expanding: { $0 == nl_item(T_FMT_AMPM) ? "%l:%M:%S %P %Z" : "" })
        #expect(british.keeping(Self.clock).text == "%l:%M %P")
        let percent = StrftimePattern("%H%%%M")
        #expect(percent.text == "%H%%%M")
        #expect(percent.keeping(Self.clock).has([.hour, .minute]))
        #expect(!StrftimePattern("%a %Y").keeping(Self.weekdayAndDay).has([.day, .month]))
    }
}
