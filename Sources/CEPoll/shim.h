// Linux's epoll and eventfd, which the Glibc module does not bring in: coop serve's own event
// queue (Sources/CoopServe/HTTP/EPollQueue.swift).
#include <sys/epoll.h>
#include <sys/eventfd.h>
