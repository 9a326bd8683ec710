// libcurl for Swift: curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call,
// so each kind of argument tern passes gets one typed wrapper; curl_global_init's flag is a macro.
#ifndef TERN_CCURL_SHIM_H
#define TERN_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*tern_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode tern_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

static inline CURLcode tern_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tern_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tern_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tern_curl_setopt_headers(CURL *handle, struct curl_slist *headers) {
    return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

static inline CURLcode tern_curl_setopt_callback(CURL *handle, CURLoption option, tern_curl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode tern_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode tern_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
