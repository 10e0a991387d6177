"""`coop serve` started for a script, and plain HTTP requests to it (redirects not followed)."""
from __future__ import annotations

import http.client
import re
import subprocess
import urllib.parse
from pathlib import Path
from types import TracebackType


def http_request(
    port: int, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, bytes, dict[str, str]]:
    """One request to 127.0.0.1:`port`: the status, the body and the headers (names lower-cased)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, answer.read(), {name.lower(): value for name, value in answer.getheaders()}
    finally:
        connection.close()


class ServedCoop:
    """`coop serve --content content --port 0 ARGUMENTS` run in `folder` (so its messages
    name `content/…`, as in a coop of one's own), until the `with` block ends."""

    def __init__(self, coop: str, folder: Path, arguments: list[str]) -> None:
        self.command = [coop, "serve", "--content", "content", "--port", "0", *arguments]
        self.folder = folder
        self.process: subprocess.Popen[str] | None = None
        self.port = 0

    def __enter__(self) -> ServedCoop:
        self.process = subprocess.Popen(
            self.command, cwd=self.folder, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True)
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        found = re.match(r"Serving at http://[^/]*:(\d+)/", line)
        if not found:
            self.stop()
            raise SystemExit(f"coop serve said {line!r}, not where it serves ({' '.join(self.command)})")
        self.port = int(found.group(1))
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        self.stop()

    @property
    def base(self) -> str:
        """The server's address, without a trailing slash."""
        return f"http://127.0.0.1:{self.port}"

    def get(self, path: str) -> tuple[int, bytes, dict[str, str]]:
        """GET `path` (with its query)."""
        return http_request(self.port, "GET", path)

    def post(self, path: str, fields: list[tuple[str, str]]) -> tuple[int, bytes, dict[str, str]]:
        """POST `fields` as a form, from a page of this server (its Origin)."""
        body = urllib.parse.urlencode(fields).encode()
        headers = {"Content-Type": "application/x-www-form-urlencoded", "Origin": self.base}
        return http_request(self.port, "POST", path, body, headers)

    def stop(self) -> None:
        """Stops the server, at once if it does not stop when asked."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
