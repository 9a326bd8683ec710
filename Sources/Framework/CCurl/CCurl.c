// libcurl's functions, found in libcurl.so.4 when the first request needs them (include/CCurl.h).
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>

static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *left);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
} curl;

static CURLcode loaded = CURLE_FAILED_INIT;
static pthread_once_t loading = PTHREAD_ONCE_INIT;

/// One function of `library` into `slot`; 0 when it is missing.
static int find(void *library, const char *name, void *slot) {
    void *function = dlsym(library, name);
    *(void **)slot = function;
    return function != NULL;
}

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int found = find(library, "curl_global_init", &curl.global_init)
        && find(library, "curl_easy_init", &curl.easy_init)
        && find(library, "curl_easy_cleanup", &curl.easy_cleanup)
        && find(library, "curl_easy_setopt", &curl.easy_setopt)
        && find(library, "curl_easy_getinfo", &curl.easy_getinfo)
        && find(library, "curl_slist_append", &curl.slist_append)
        && find(library, "curl_slist_free_all", &curl.slist_free_all)
        && find(library, "curl_multi_init", &curl.multi_init)
        && find(library, "curl_multi_cleanup", &curl.multi_cleanup)
        && find(library, "curl_multi_add_handle", &curl.multi_add_handle)
        && find(library, "curl_multi_remove_handle", &curl.multi_remove_handle)
        && find(library, "curl_multi_perform", &curl.multi_perform)
        && find(library, "curl_multi_info_read", &curl.multi_info_read)
        && find(library, "curl_multi_poll", &curl.multi_poll)
        && find(library, "curl_multi_wakeup", &curl.multi_wakeup);
    if (found) loaded = curl.global_init(CURL_GLOBAL_DEFAULT);
}

CURLcode tern_curl_global_init(void) {
    pthread_once(&loading, load);
    return loaded;
}

CURL *tern_curl_easy_init(void) { return curl.easy_init(); }
void tern_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }

CURLcode tern_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode tern_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode tern_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode tern_curl_setopt_headers(CURL *handle, struct curl_slist *headers) {
    return curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

CURLcode tern_curl_setopt_callback(CURL *handle, CURLoption option, tern_curl_data_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

CURLcode tern_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}

CURLcode tern_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl.easy_getinfo(handle, info, value);
}

struct curl_slist *tern_curl_slist_append(struct curl_slist *list, const char *line) {
    return curl.slist_append(list, line);
}

void tern_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLM *tern_curl_multi_init(void) { return curl.multi_init(); }
CURLMcode tern_curl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }
CURLMcode tern_curl_multi_add_handle(CURLM *multi, CURL *handle) { return curl.multi_add_handle(multi, handle); }

CURLMcode tern_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    return curl.multi_remove_handle(multi, handle);
}

CURLMcode tern_curl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }
CURLMsg *tern_curl_multi_info_read(CURLM *multi, int *left) { return curl.multi_info_read(multi, left); }

CURLMcode tern_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout, int *ready) {
    return curl.multi_poll(multi, extra, count, timeout, ready);
}

CURLMcode tern_curl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }
