/// A list's rows by index, page by page as they arrive: a row whose page has not come yet is
/// `nil` (drawn as a placeholder), so the list can be as long as its total from the first page and
/// End reaches the last row by loading only the last page.
///
/// Pages are kept by number, so a list of 100,000 rows that was scrolled through at two places
/// holds those pages only.
public struct PagedRows<Item: Equatable & Sendable>: Equatable, Sendable {
    /// Rows per page: what the page hook is asked for.
    public let pageSize: Int
    /// The number of rows of the whole list, once a page said it.
    @inlinable public var total: Int? { knownTotal }
    @usableFromInline var knownTotal: Int?
    @usableFromInline var pages: [Int: [Item]] = [:]
    /// Rows that came on their own (with a search's answer), outside the pages that came.
    @usableFromInline var loose: [Int: Item] = [:]
    /// The highest page number that came, or -1.
    @usableFromInline var lastPage = -1

    /// No rows yet, in pages of `pageSize` (at least 1).
    public init(pageSize: Int) {
        self.pageSize = max(1, pageSize)
    }

    /// The rows the list has: the total when known, else the rows up to the end of the last page
    /// that came (one more page is asked for while the last one came full).
    @inlinable
    public var count: Int {
        if let total { return total }
        guard lastPage >= 0 else { return 0 }
        return lastPage * pageSize + (pages[lastPage]?.count ?? 0)
    }

    /// True when no page has come yet.
    @inlinable
    public var isEmpty: Bool { pages.isEmpty }

    /// True while the list may be longer than `count`: no total, and the last page came full.
    @inlinable
    public var mayHaveMore: Bool {
        total == nil && lastPage >= 0 && (pages[lastPage]?.count ?? 0) == pageSize
    }

    /// The page after the last that came, while the list may be longer.
    @inlinable
    public var nextPage: Int? { mayHaveMore ? lastPage + 1 : nil }

    /// How many pages hold `count` rows.
    @inlinable
    public func pageCount(of count: Int) -> Int { (count + pageSize - 1) / pageSize }

    /// The row at `index`, `nil` while its page has not come.
    @inlinable
    public func item(at index: Int) -> Item? {
        guard index >= 0 else { return nil }
        let (page, offset) = index.quotientAndRemainder(dividingBy: pageSize)
        guard let rows = pages[page], offset < rows.count else { return loose[index] }
        return rows[offset]
    }

    /// How many rows of whole pages have come: what the title counts while a filter goes through
    /// every page, without building their indices each frame.
    public var loadedCount: Int { pages.values.reduce(0) { $0 + $1.count } }

    /// The indices of every row that has come, in order.
    public var loadedIndices: [Int] {
        pages.keys.sorted().flatMap { page in (0..<(pages[page]?.count ?? 0)).map { page * pageSize + $0 } }
    }

    /// The first page, in the order `pages` lists them, that has not come and holds rows.
    @inlinable
    public func firstMissing(among pages: some Sequence<Int>) -> Int? {
        pages.first { page in
            page >= 0 && self.pages[page] == nil && (total.map { page * pageSize < $0 } ?? true)
        }
    }

    /// Keeps rows that came on their own, by index (their pages may come later).
    @inlinable
    public mutating func insert(_ items: [Int: Item]) {
        loose.merge(items) { _, new in new }
    }

    /// Keeps `page`'s rows and the total it gives.
    @inlinable
    public mutating func insert(_ items: [Item], at page: Int, total: Int?) {
        if let total { knownTotal = max(0, total) }
        pages[page] = items
        lastPage = max(lastPage, page)
        if !loose.isEmpty { loose = loose.filter { $0.key / pageSize != page } }
    }
}
