import CCurl
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a client's transfers on one libcurl multi handle, on a thread of its own that lives while
/// there is work: started by the first transfer, it ends when the last one is done, and the next
/// transfer starts another. One thread waits on every socket at once, the multi handle keeps
/// connections (and DNS answers) for the next request, and a cancelled transfer is taken out at once:
/// `curl_multi_wakeup` interrupts the wait. See docs/decisions/2050-http-on-libcurl.md.
///
/// `@unchecked Sendable`: the queue, the multi handle and whether the thread runs are behind the
/// mutex; `active` is only touched by the loop thread, and one loop thread runs at a time.
final class TransferLoop: @unchecked Sendable {
    private struct Queue {
        /// The `CURLM *`, made with the first transfer.
        var multi: UnsafeMutableRawPointer?
        var added: [Transfer] = []
        var withdrawn: [Transfer] = []
        var running = false
    }

    private let queue = Mutex(Queue())
    /// The transfers in the multi handle, by easy handle; the loop thread's alone.
    private var active: [UnsafeMutableRawPointer: Transfer] = [:]

    init() {}

    deinit {
        // No thread runs: a running one holds the loop.
        if let multi = queue.withLock({ $0.multi }) { tern_curl_multi_cleanup(multi) }
    }

    /// Runs `transfer`, starting the thread if none runs.
    func submit(_ transfer: Transfer) {
        let startsThread = queue.withLock { queue -> Bool? in
            if queue.multi == nil { queue.multi = tern_curl_multi_init() }
            guard let multi = queue.multi else { return nil }
            queue.added.append(transfer)
            if queue.running {
                tern_curl_multi_wakeup(multi)
                return false
            }
            queue.running = true
            return true
        }
        switch startsThread {
        case true?: startThread()
        case false?: break
        case nil: transfer.finish(.failure(.unreachable(host: transfer.host)))
        }
    }

    /// Takes `transfer` out of the loop (it was cancelled) without waiting for libcurl.
    func withdraw(_ transfer: Transfer) {
        queue.withLock { queue in
            guard queue.running, let multi = queue.multi else { return }
            queue.withdrawn.append(transfer)
            tern_curl_multi_wakeup(multi)
        }
    }

    private func startThread() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<TransferLoop>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<TransferLoop>.fromOpaque(context).release()
            let stranded = queue.withLock { queue in
                defer { (queue.added, queue.withdrawn, queue.running) = ([], [], false) }
                return queue.added
            }
            for transfer in stranded { transfer.finish(.failure(.unreachable(host: transfer.host))) }
            return
        }
        pthread_detach(thread)
    }

    /// The thread's loop: take in new and withdrawn transfers, let libcurl work, hand finished
    /// transfers their outcome, wait for a socket, a timer or a wake-up; end when nothing is left.
    private func run() {
        while true {
            let work = queue.withLock { queue -> (UnsafeMutableRawPointer, [Transfer], [Transfer])? in
                defer { (queue.added, queue.withdrawn) = ([], []) }
                guard let multi = queue.multi else {
                    queue.running = false
                    return nil
                }
                if queue.added.isEmpty, active.isEmpty {
                    queue.running = false
                    return nil
                }
                return (multi, queue.added, queue.withdrawn)
            }
            guard let (multi, added, withdrawn) = work else { return }
            for transfer in withdrawn where active.removeValue(forKey: transfer.handle) != nil {
                tern_curl_multi_remove_handle(multi, transfer.handle)
            }
            for transfer in added where !transfer.isFinished {
                active[transfer.handle] = transfer
                tern_curl_multi_add_handle(multi, transfer.handle)
            }
            var running: Int32 = 0
            tern_curl_multi_perform(multi, &running)
            var left: Int32 = 0
            while let message = tern_curl_multi_info_read(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else { continue }
                let code = message.pointee.data.result
                tern_curl_multi_remove_handle(multi, handle)
                active.removeValue(forKey: handle)?.complete(with: code)
            }
            if !active.isEmpty {
                // libcurl shortens the wait to its own next timer (a deadline, a retry).
                tern_curl_multi_poll(multi, nil, 0, 1_000, nil)
            }
        }
    }
}
