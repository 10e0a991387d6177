"""A headless Chromium driven by Selenium (through chromedriver): a phone, by mobile emulation, or a
plain window; its colour scheme; a screenshot of its viewport.

Importing this module needs Selenium: call `require_selenium(SCRIPT)` first, for a clear message.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from .programs import find_program

#: A phone's screen, in CSS pixels, and its device pixel ratio.
PHONE = (390, 844)
PHONE_PIXEL_RATIO = 3
#: What the scripts say when find_chromium_and_driver() finds nothing.
NOT_FOUND = "Chromium or chromedriver not found; install the Debian packages chromium and chromium-driver"
#: The flags of every headless Chromium the scripts start.
HEADLESS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-extensions",
)


def find_chromium_and_driver() -> tuple[str, str] | None:
    """Chromium and its chromedriver ($CHROMIUM and $CHROMEDRIVER, else Debian's, else on PATH), or None."""
    chromium = find_program("CHROMIUM", ["/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"])
    chromedriver = find_program("CHROMEDRIVER", ["/usr/bin/chromedriver", "chromedriver"])
    return (chromium, chromedriver) if chromium and chromedriver else None


def start_chromium(
    chromium: str,
    chromedriver: str,
    size: tuple[int, int],
    *,
    phone: bool,
    exact: bool = False,
    scrollbars: bool = False,
    arguments: Sequence[str] = (),
    page_load_timeout: float | None = None,
    script_timeout: float | None = None,
) -> webdriver.Chrome:
    """A headless Chromium of `size` (width, height in CSS pixels).

    - `phone`: a true phone viewport by Selenium's mobile emulation, pixel ratio 3 (a plain headless
      window is never narrower than 500 px);
    - else a plain window of that size; with `exact`, its viewport made exactly that size too
      (Emulation.setDeviceMetricsOverride, pixel ratio 1).

    Scrollbars are hidden unless `scrollbars`; `arguments` are more Chromium flags.
    """
    width, height = size
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in (*HEADLESS, *(() if scrollbars else ("--hide-scrollbars",)), *arguments):
        options.add_argument(argument)
    if phone:
        metrics = {"width": width, "height": height, "pixelRatio": PHONE_PIXEL_RATIO}
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    else:
        options.add_argument(f"--window-size={width},{height}")
    driver = webdriver.Chrome(options=options, service=Service(executable_path=chromedriver))
    if page_load_timeout is not None:
        driver.set_page_load_timeout(page_load_timeout)
    if script_timeout is not None:
        driver.set_script_timeout(script_timeout)
    if exact and not phone:
        # The window's outer size includes no browser chrome in headless mode, but make sure the
        # page's viewport is exactly this size.
        override = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", override)
    return driver


def set_color_scheme(driver: webdriver.Chrome, dark: bool) -> None:
    """The page's `prefers-color-scheme`: dark or light."""
    feature = {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [feature]})


def viewport_png(driver: webdriver.Chrome) -> bytes:
    """The viewport as it is scrolled now, as a PNG at one CSS pixel per pixel (a phone's shot is
    not three times as big)."""
    x, y, width, height, ratio = driver.execute_script(
        "return [window.scrollX, window.scrollY, window.innerWidth, window.innerHeight, window.devicePixelRatio]"
    )
    clip = {"x": x, "y": y, "width": width, "height": height, "scale": 1 / ratio}
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": clip})
    return base64.b64decode(shot["data"])
