// libcurl for Swift, loaded when the first request needs it, not when tern starts.
//
// Linking libcurl made every start pay for its dependencies' loading and constructors (GnuTLS,
// OpenSSL, Kerberos, LDAP, p11-kit…): about 7 ms and several MB, for runs that send no request at
// all (decision 2042). tern_curl_global_init() dlopen()s libcurl.so.4 once, finds the functions
// below and runs curl_global_init; every other function may be called only after it returned
// CURLE_OK. curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: each kind
// of argument tern passes has one typed wrapper. Call tern_curl_* only, never curl_* (those are
// declared by curl.h for its types and constants but not linked).
#ifndef TERN_CCURL_H
#define TERN_CCURL_H

#include <curl/curl.h>

typedef size_t (*tern_curl_data_callback)(char *data, size_t size, size_t count, void *context);

/// Loads libcurl and runs curl_global_init, once; CURLE_FAILED_INIT when libcurl.so.4 (or one of
/// the functions tern calls) is not there.
CURLcode tern_curl_global_init(void);

CURL *tern_curl_easy_init(void);
void tern_curl_easy_cleanup(CURL *handle);
CURLcode tern_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode tern_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode tern_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode tern_curl_setopt_headers(CURL *handle, struct curl_slist *headers);
CURLcode tern_curl_setopt_callback(CURL *handle, CURLoption option, tern_curl_data_callback callback);
CURLcode tern_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode tern_curl_getinfo_string(CURL *handle, CURLINFO info, char **value);
struct curl_slist *tern_curl_slist_append(struct curl_slist *list, const char *line);
void tern_curl_slist_free_all(struct curl_slist *list);

CURLM *tern_curl_multi_init(void);
CURLMcode tern_curl_multi_cleanup(CURLM *multi);
CURLMcode tern_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode tern_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode tern_curl_multi_perform(CURLM *multi, int *running);
CURLMsg *tern_curl_multi_info_read(CURLM *multi, int *left);
CURLMcode tern_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout, int *ready);
CURLMcode tern_curl_multi_wakeup(CURLM *multi);

#endif
