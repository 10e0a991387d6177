"""`coop serve` started and stopped for a script, with what it prints, and plain HTTP requests to
it (redirects not followed)."""

from __future__ import annotations

import contextlib
import http.client
import re
import subprocess
import threading
import time
import urllib.parse
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import IO

from .programs import free_port

#: The line `coop serve` prints on its standard output once it listens.
SERVING_AT = re.compile(r"Serving at http://[^/]*:(\d+)/")


def http_request(
    port: int,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
    timeout: float = 30,
) -> tuple[int, bytes, dict[str, str]]:
    """One request to 127.0.0.1:`port`: the status, the body and the headers (names lower-cased)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, answer.read(), {name.lower(): value for name, value in answer.getheaders()}
    finally:
        connection.close()


def form_secret(page: str | bytes) -> str | None:
    """The secret of a form of the coop app (its `form-secret` field), which every write must send back."""
    text = page.decode("utf-8", errors="replace") if isinstance(page, bytes) else page
    found = re.search(r'name="form-secret" value="([0-9a-f]+)"', text)
    return found.group(1) if found else None


class ServeError(SystemExit):
    """`coop serve` did not start, or did not answer. Uncaught, it ends the script with its message
    (exit status 1), as SystemExit does; `output` is what the server printed."""

    def __init__(self, message: str, output: str) -> None:
        super().__init__(message)
        self.message = message
        self.output = output


class ServedCoop:
    """`coop serve --content CONTENT --port PORT ARGUMENTS`, run in `cwd`, from `start()` (or the
    start of a `with` block) to `stop()` (or its end).

    - `port=0` (the default): the server takes a port nobody uses and says which ("Serving at
      http://…:PORT/"); `start()` returns once it has said so.
    - `port=None`: a free port is chosen here (another program may take it first: then another,
      three times) and `start()` returns once GET `ready` answers 200, within `wait` seconds.

    What the server prints (standard output, and its standard error unless `quiet`) is kept
    (`output()`, `next_line()`) and, with `log`, written to that file as it comes.
    Run in a copy of a coop with `cwd=FOLDER` and `content="content"`, its messages name
    `content/…`, as in a coop of one's own.
    """

    def __init__(
        self,
        coop: str | Path,
        arguments: Sequence[str] = (),
        *,
        content: str | Path = "content",
        cwd: Path | None = None,
        port: int | None = 0,
        ready: str = "/",
        wait: float = 60,
        log: Path | None = None,
        quiet: bool = False,
    ) -> None:
        # A relative path to the binary is from here, not from `cwd`.
        self.coop = str(Path(coop).resolve()) if "/" in str(coop) else str(coop)
        self.arguments = list(arguments)
        self.content = str(content)
        self.cwd = cwd
        self.chosen_port = port
        self.ready = ready
        self.wait = wait
        self.log = log
        self.quiet = quiet
        self.port = port or 0
        self.process: subprocess.Popen[bytes] | None = None
        self._lines: list[str] = []
        self._ended = False
        self._read = 0
        self._changed = threading.Condition()
        self._reader: threading.Thread | None = None

    @property
    def command(self) -> list[str]:
        return [self.coop, "serve", "--content", self.content, "--port", str(self.port), *self.arguments]

    @property
    def base(self) -> str:
        """The server's address, without a trailing slash."""
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> ServedCoop:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        self.stop()

    def start(self) -> ServedCoop:
        """Starts the server and waits until it serves; raises ServeError if it does not."""
        if self.process is not None and self.process.poll() is None:
            return self  # started already (a `with` block around a started server)
        if self.chosen_port == 0:
            self._launch()
            found = self._wait_for_line(SERVING_AT, self.wait)
            if not found:
                self.stop()  # and all it printed read
                said = self.output().strip()
                raise ServeError(f"coop serve said {said!r}, not where it serves ({' '.join(self.command)})", said)
            self.port = int(found.group(1))
            return self
        tries = 3 if self.chosen_port is None else 1
        for _ in range(tries):
            if self.chosen_port is None:
                self.port = free_port()
            self._launch()
            if self.wait_until_answering(self.ready, self.wait):
                return self
            if self.process is not None and self.process.poll() is None:
                break  # it runs but does not answer: not a port taken by another program
        self.stop()
        output = self.output()
        raise ServeError(f"coop serve did not answer at {self.base}{self.ready} within {self.wait:.0f} s", output)

    def _launch(self) -> None:
        self.stop()
        with self._changed:
            self._lines, self._ended, self._read = [], False, 0
        self.process = subprocess.Popen(
            self.command,
            cwd=self.cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL if self.quiet else subprocess.STDOUT,
        )
        assert self.process.stdout is not None
        self._reader = threading.Thread(target=self._keep, args=(self.process.stdout,), daemon=True)
        self._reader.start()

    def _keep(self, stream: IO[bytes]) -> None:
        """Reads what the server prints, line by line, until it ends (in a thread of its own)."""
        with contextlib.ExitStack() as files:
            log = files.enter_context(open(self.log, "w", encoding="utf-8")) if self.log else None
            try:
                for raw in stream:
                    line = raw.decode("utf-8", errors="replace")
                    if log:
                        log.write(line)
                        log.flush()
                    with self._changed:
                        self._lines.append(line)
                        self._changed.notify_all()
            finally:
                with self._changed:
                    self._ended = True
                    self._changed.notify_all()

    def _wait_for_line(self, pattern: re.Pattern[str], seconds: float) -> re.Match[str] | None:
        """The first line printed so far or within `seconds` that matches `pattern`."""
        deadline = time.monotonic() + seconds
        seen = 0
        with self._changed:
            while True:
                for line in self._lines[seen:]:
                    found = pattern.search(line)
                    if found:
                        return found
                seen = len(self._lines)
                left = deadline - time.monotonic()
                if self._ended or left <= 0:
                    return None
                self._changed.wait(left)

    def output(self) -> str:
        """Everything the server has printed so far."""
        with self._changed:
            return "".join(self._lines)

    def next_line(self, timeout: float) -> str | None:
        """The next line the server prints (each line once, from its start), or None if it prints
        none within `timeout` seconds or has ended."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while self._read >= len(self._lines):
                left = deadline - time.monotonic()
                if self._ended or left <= 0:
                    return None
                self._changed.wait(left)
            self._read += 1
            return self._lines[self._read - 1]

    def wait_until_answering(self, path: str = "/", seconds: float = 60) -> bool:
        """Whether GET `path` answers 200 within `seconds` (False as soon as the server has ended)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process is None or self.process.poll() is not None:
                return False
            try:
                if self.get(path, timeout=5)[0] == 200:
                    return True
            except OSError:
                pass
            time.sleep(0.05)
        return False

    def get(self, path: str, timeout: float = 30) -> tuple[int, bytes, dict[str, str]]:
        """GET `path` (with its query)."""
        return http_request(self.port, "GET", path, timeout=timeout)

    def post(self, path: str, fields: Sequence[tuple[str, str]] | dict[str, str]) -> tuple[int, bytes, dict[str, str]]:
        """POST `fields` as a form, from a page of this server (its Origin)."""
        body = urllib.parse.urlencode(fields).encode()
        headers = {"Content-Type": "application/x-www-form-urlencoded", "Origin": self.base}
        return http_request(self.port, "POST", path, body, headers)

    def stop(self) -> None:
        """Stops the server, at once if it does not stop when asked, and waits for its output to end."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self._reader is not None:
            self._reader.join(timeout=10)
            self._reader = None
        if self.process and self.process.stdout:
            self.process.stdout.close()
