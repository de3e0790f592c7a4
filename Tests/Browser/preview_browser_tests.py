#!/usr/bin/env python3
"""Browser tests of `onboardc preview`, in headless Chromium driven by Selenium.

They open the preview of every spec of Specs/, click through every branch (each option of a
choice, each result of a paywall, login or permission prompt), and check the DOM on the way:
texts, colours in light and dark, enabled states, effects, the analytics event log. A spec of
hostile texts must not run any of them, and no page may make a network request. Screenshots of
each slide go to $PREVIEW_ARTIFACTS (default .build/preview-artifacts) for people to look at.

    python3 Tests/Browser/preview_browser_tests.py      # needs chromium, chromedriver, selenium

Debian's chromium and chromium-driver are used as installed (/usr/bin/chromedriver); nothing is
downloaded. Under CI=true a missing browser, driver or module is a failure, otherwise a skip.
"""

import base64
import json
import os
import pathlib
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPECS = sorted((ROOT / "Specs").glob("*.onboarding.json"))
ARTIFACTS = pathlib.Path(os.environ.get("PREVIEW_ARTIFACTS", ROOT / ".build" / "preview-artifacts"))
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
IN_CI = os.environ.get("CI") == "true"
MAXIMUM_WALKS = 80

try:
    from selenium import webdriver
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:  # reported by missing_tools()
    webdriver = None


def missing_tools():
    """What the tests need and this machine lacks."""
    missing = []
    if webdriver is None:
        missing.append("the Python module selenium")
    if not pathlib.Path(CHROMEDRIVER).exists():
        missing.append(CHROMEDRIVER + " (Debian: apt-get install chromium-driver)")
    if shutil.which("chromium") is None and shutil.which("chromium-browser") is None:
        missing.append("chromium")
    return missing


def onboardc():
    """The onboardc binary, built in debug if needed."""
    binary = os.environ.get("ONBOARDC")
    if binary:
        return binary
    subprocess.run(["swift", "build", "--product", "onboardc"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    return str(pathlib.Path(path.stdout.strip()) / "onboardc")


def spec_document(path):
    """The spec of a file: the file, or the onboardingConfiguration of React Native props."""
    document = json.loads(path.read_text())
    return document.get("onboardingConfiguration", document)


def css_color(hex_color):
    """A spec colour #RRGGBB[AA] as Selenium reads a computed colour: rgba(r, g, b, a)."""
    red, green, blue = (int(hex_color[index:index + 2], 16) for index in (1, 3, 5))
    alpha = int(hex_color[7:9], 16) if len(hex_color) == 9 else 255
    return f"rgba({red}, {green}, {blue}, {round(alpha / 255, 3):g})"


def png(width, height, rgb):
    """A PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


class Page:
    """The preview page open in the browser, read and clicked as a person would."""

    def __init__(self, driver):
        self.driver = driver

    def find(self, selector):
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def find_all(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def current_section(self):
        shown = [section for section in self.find_all(".slide") if section.is_displayed()]
        assert len(shown) == 1, f"{len(shown)} slides shown"
        return shown[0]

    def current(self):
        """The case of the slide shown, or None once finished."""
        return self.current_section().get_attribute("data-slide")

    def effect(self):
        """The effect presented, as (kind, title, result buttons), or None."""
        overlay = self.find("#effect")
        if not overlay.is_displayed():
            return None
        return (overlay.get_attribute("data-kind"), self.find("#effect-title").text, self.find_all("#effect-results button"))

    def events(self):
        return [json.loads(item.get_attribute("data-event")) for item in self.find_all("#events li")]

    def restart(self):
        self.find("#restart").click()

    def shown_hidden_elements(self):
        """Elements with the hidden attribute that are displayed all the same: a style overrides it."""
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('[hidden]'))"
            ".filter((element) => getComputedStyle(element).display !== 'none').map((element) => element.outerHTML.slice(0, 120));")

    def outside_the_phone(self):
        """What the phone shows outside its screen, the rounded rectangle inside its bezel: each
        text, button, field, image or dot shown, but a full-screen layer; in a list that scrolls,
        what is wider than the screen or above where scrolling reaches."""
        return self.driver.execute_script("""
            const phone = document.getElementById("phone");
            const frame = phone.getBoundingClientRect();
            const style = getComputedStyle(phone);
            const bezel = parseFloat(style.borderTopWidth);
            const radius = parseFloat(style.borderTopLeftRadius) - bezel;
            const screen = { left: frame.left + bezel, top: frame.top + bezel, right: frame.right - bezel, bottom: frame.bottom - bezel };
            function inside(x, y) {
              if (x < screen.left - 0.5 || x > screen.right + 0.5 || y < screen.top - 0.5 || y > screen.bottom + 0.5) return false;
              const cx = Math.min(Math.max(x, screen.left + radius), screen.right - radius);
              const cy = Math.min(Math.max(y, screen.top + radius), screen.bottom - radius);
              return Math.hypot(x - cx, y - cy) <= radius + 0.5;
            }
            const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
            const leaves = phone.querySelectorAll("h1, h2, p, li, button, input, img, video, .placeholder-name, .placeholder-kind, #page-indicator span");
            const outside = [];
            for (const element of leaves) {
              if (!shown(element) || element.closest(".background-image, video.background-video, .background-video.placeholder")) continue;
              const box = element.getBoundingClientRect();
              if (box.width === 0 || box.height === 0) continue;
              // In a list that scrolls, a text is reached by scrolling, but must fit the screen's width
              // and not start above where scrolling reaches.
              const scroller = element.closest(".content, .whats-new, .effect-card");
              if (scroller !== null && scroller.scrollHeight > scroller.clientHeight + 1) {
                const reachable = scroller.getBoundingClientRect().top - scroller.scrollTop;
                if (box.left < screen.left - 0.5 || box.right > screen.right + 0.5 || box.top < reachable - 0.5) {
                  outside.push(element.outerHTML.slice(0, 100));
                }
                continue;
              }
              const corners = [[box.left, box.top], [box.right, box.top], [box.left, box.bottom], [box.right, box.bottom]];
              if (!corners.every(([x, y]) => inside(x, y))) outside.push(element.outerHTML.slice(0, 100));
            }
            return outside;""")

    def rendered_lines(self, element):
        """The lines the text of `element` is laid out in, as shown."""
        return self.driver.execute_script("""
            const lines = [];
            let top = null;
            const walker = document.createTreeWalker(arguments[0], NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
              for (let index = 0; index < node.length; index += 1) {
                const range = document.createRange();
                range.setStart(node, index);
                range.setEnd(node, index + 1);
                const box = range.getClientRects()[0];
                if (box === undefined) continue;
                if (top === null || box.top > top + 1) { lines.push(""); top = box.top; }
                lines[lines.length - 1] += node.data[index];
              }
            }
            return lines;""", element)


class PreviewBrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        missing = missing_tools()
        if missing:
            message = "missing " + ", ".join(missing)
            if IN_CI:
                raise AssertionError(message)
            raise unittest.SkipTest(message)
        cls.onboardc = onboardc()
        cls.pages = pathlib.Path(tempfile.mkdtemp(prefix="onboardc-preview-"))
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1080", "--disable-dev-shm-usage"]:
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        cls.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.pages, ignore_errors=True)

    def preview(self, spec, *arguments, name=None):
        """Writes the preview of `spec` and opens it; returns the page."""
        output = self.pages / ((name or pathlib.Path(spec).name.split(".")[0]) + ".html")
        run = subprocess.run([self.onboardc, "preview", str(spec), "--output", str(output), *arguments], cwd=ROOT, check=True, capture_output=True)
        self.diagnostics = run.stderr.decode()
        self.driver.get_log("performance")
        self.driver.get(output.as_uri())
        self.assertNoProblems(output)
        return Page(self.driver)

    def assertNoProblems(self, output):
        """No script error, no violation of the policy, no request but the page itself."""
        for entry in self.driver.get_log("browser"):
            self.assertNotEqual(entry["level"], "SEVERE", entry["message"])
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                url = message["params"]["request"]["url"]
                self.assertTrue(url == output.as_uri() or url.startswith("data:"), f"the page requested {url}")

    # MARK: Every spec, every branch

    def test_every_branch_of_every_spec(self):
        self.retries = {"paywall": 0, "login": 0}
        for spec_path in SPECS:
            with self.subTest(spec=spec_path.name):
                self.walk_every_branch(spec_path)
        # SIMSub has a paywall that is not skippable, Infomaniak a required login.
        self.assertGreater(self.retries["paywall"], 0, "no blocking paywall was dismissed")
        self.assertGreater(self.retries["login"], 0, "no required login failed")

    def walk_every_branch(self, spec_path):
        spec = spec_document(spec_path)
        page = self.preview(spec_path)
        name = spec_path.name.split(".")[0]
        screenshots = set()
        pending = [[]]
        walks = 0
        while pending and walks < MAXIMUM_WALKS:
            choices = pending.pop()
            walks += 1
            page.restart()
            counts = self.walk(page, choices, spec, screenshots, name)
            for position in range(len(choices), len(counts)):
                for alternative in range(1, counts[position]):
                    pending.append(choices + [0] * (position - len(choices)) + [alternative])
        self.assertFalse(pending, f"{name}: more than {MAXIMUM_WALKS} walks")
        self.assertGreater(walks, 0)
        if spec.get("showsSkipButton"):
            page.restart()
            page.find("#skip").click()
            while (effect := page.effect()) is not None:
                effect[2][0].click()
            self.assertIsNone(page.current())
            names = [event["name"] for event in page.events()]
            prefix = spec.get("analytics", {}).get("eventPrefix", "onboarding_")
            self.assertIn(prefix + "skipped", names)
            self.assertEqual(names[-1], prefix + "finished")
        if spec.get("isDismissible"):
            self.check_close(page, spec, name)
        self.assertNoProblems(self.pages / (name + ".html"))

    def check_close(self, page, spec, name):
        """The close button ends the onboarding as the app dismisses it: the flow has no transition
        for it, so no event is logged; an effect presented covers it, and Start over comes back."""
        page.restart()
        close = page.find("#close")
        self.assertTrue(close.is_enabled())
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        if page.effect() is not None:
            self.assertFalse(close.is_enabled(), "Close while a result is awaited")
            page.restart()
        events = page.events()
        close.click()
        self.assertTrue(page.find("#closed").is_displayed())
        self.assertIn("Onboarding closed", page.find("#closed").text)
        self.assertEqual(page.outside_the_phone(), [], "the closed screen")
        self.assertIsNone(page.current())
        self.assertEqual(page.events(), events, "closing logs no event")
        self.assertEqual(page.find_all("#page-indicator span"), [])
        self.assertFalse(page.find("#back").is_enabled())
        self.assertFalse(close.is_enabled())
        self.screenshot(f"{name}-closed", set())
        page.restart()
        self.assertFalse(page.find("#closed").is_displayed())
        self.assertEqual(page.current_section().get_attribute("id"), "slide-0")

    def walk(self, page, choices, spec, screenshots, name):
        """Walks to the end taking `choices` at the first choice points and the first option after;
        returns how many alternatives each choice point had."""
        counts = []
        prefix = spec.get("analytics", {}).get("eventPrefix", "onboarding_")

        def choose(alternatives):
            position = len(counts)
            counts.append(alternatives)
            return choices[position] if position < len(choices) else 0

        # After a dismissed paywall that is not skippable, or a required login that did not succeed,
        # the effect comes back; it is then bought or logged into, without branching again.
        retrying = False
        for _ in range(200):
            effect = page.effect()
            if effect is not None:
                kind, title, results = effect
                self.assertIn(kind, ["paywall", "login", "permission"])
                self.assertFalse(page.find("#back").is_enabled(), "Back while a result is awaited")
                for skip in page.find_all("#skip"):
                    self.assertFalse(skip.is_enabled(), "Skip while a result is awaited")
                details = page.find("#effect-details").text
                if kind == "paywall":
                    placements = [paywall["placement"] for paywall in spec.get("paywalls", [])]
                    self.assertIn(title, placements)
                    paywall = next(paywall for paywall in spec["paywalls"] if paywall["placement"] == title)
                    for product in paywall.get("products", []):
                        self.assertIn(product["productId"], details)
                    labels = [button.text for button in results]
                    self.assertEqual(labels, ["Purchase", "Restore", "Close"])
                    self.assertEqual("Not skippable" in details, not paywall.get("skippable", True))
                if kind == "login":
                    login = spec["login"]
                    self.assertIn("Provider: " + login.get("provider", "oauth"), details)
                    self.assertIn("Mode: " + login.get("mode", "signIn"), details)
                self.screenshot(f"{name}-effect-{kind}-{title}", screenshots)
                chosen = results[0] if retrying else results[choose(len(results))]
                retrying = False
                result = chosen.get_attribute("data-result")
                slide_before = page.current()
                chosen.click()
                reported = [event["parameters"] for event in page.events() if event["name"] == f"{prefix}{kind}_result"][-1]
                if kind == "permission":
                    self.assertEqual(reported["granted"], str(result == "granted").lower())
                else:
                    self.assertEqual(reported["result"], result)
                if kind == "paywall" and result == "dismissed" and not paywall.get("skippable", True):
                    again = page.effect()
                    self.assertEqual(again[:2] if again else None, ("paywall", title), "a blocking paywall is presented again")
                    self.assertEqual(page.events()[-1]["name"], prefix + "paywall_presented")
                    self.retries["paywall"] += 1
                    retrying = True
                if kind == "login" and result != "succeeded" and spec["login"].get("isRequired", True):
                    self.assertIsNone(page.effect())
                    self.assertTrue(page.find("#login-retry").is_displayed(), "a failed required login offers a retry")
                    self.assertEqual(page.current(), slide_before, "a failed required login stays on the slide")
                    page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
                    self.assertEqual(page.effect()[0], "login", "Continue presents the login again")
                    self.retries["login"] += 1
                    retrying = True
                continue
            current = page.current()
            if current is None:
                names = [event["name"] for event in page.events()]
                self.assertEqual(names[0], prefix + "started")
                self.assertEqual(names[-1], prefix + "finished")
                self.check_finished(page, spec, spec.get("name", name))
                self.screenshot(f"{name}-finished", screenshots)
                return counts
            section = page.current_section()
            position = int(section.get_attribute("id").removeprefix("slide-"))
            slide = spec["slides"][position]  # the specs of Specs/ drop no slide
            self.check_slide(page, section, slide, spec)
            self.screenshot(f"{name}-{position}-{current}", screenshots)
            kind = slide.get("kind", "page")
            continue_button = section.find_element(By.CSS_SELECTOR, ".continue")
            if kind == "choice":
                options = section.find_elements(By.CSS_SELECTOR, ".option")
                if slide.get("continueRequiresSelection", True):
                    self.assertFalse(continue_button.is_enabled(), f"{current}: Continue before a choice")
                options[choose(len(options))].click()
                if page.effect() is None and page.current() == current:
                    self.assertTrue(continue_button.is_enabled())
                    continue_button.click()
            elif kind == "multipleChoice":
                minimum = slide.get("minSelections", 1)
                self.assertEqual(continue_button.is_enabled(), minimum == 0)
                options = section.find_elements(By.CSS_SELECTOR, ".option")
                first = choose(len(options))
                picked = ([options[first]] + [option for index, option in enumerate(options) if index != first])[:max(minimum, 1)]
                for option in picked:
                    option.click()
                    self.assertEqual(option.get_attribute("aria-pressed"), "true")
                maximum = slide.get("maxSelections", len(options))
                unpicked = [option for option in options if option not in picked]
                if len(picked) == maximum and unpicked:
                    unpicked[0].click()
                    self.assertEqual(unpicked[0].get_attribute("aria-pressed"), "false", "an option past maxSelections")
                self.assertTrue(continue_button.is_enabled())
                continue_button.click()
            elif kind == "textInput":
                field = section.find_element(By.CSS_SELECTOR, ".text-input")
                problem = section.find_element(By.CSS_SELECTOR, ".text-problem")
                is_required = slide.get("isRequired", True)
                self.assertEqual(continue_button.is_enabled(), not is_required)
                self.assertEqual(problem.text, "", f"{current}: a problem before anything is typed")
                if is_required:
                    field.send_keys("a", Keys.BACKSPACE)
                    self.assertEqual(problem.text, "An answer is required.", f"{current}: typed and erased")
                if slide.get("contentType") == "email":
                    field.send_keys("not an address")
                    self.assertFalse(continue_button.is_enabled())
                    self.assertEqual(section.find_element(By.CSS_SELECTOR, ".text-problem").text, "Not an email address.")
                    field.clear()
                    field.send_keys("ann@example.com")
                else:
                    field.send_keys("  Ann ")
                self.assertTrue(continue_button.is_enabled())
                continue_button.click()
            else:
                self.assertTrue(continue_button.is_enabled(), f"{current}: Continue on a page")
                continue_button.click()
        self.fail("the walk did not end")

    def check_finished(self, page, spec, name):
        """The end of the flow shows a screen of its own inside the phone, styled as a slide is,
        with the completion's storage key, and nothing of the onboarding's controls."""
        finished = page.find("#finished")
        self.assertTrue(finished.is_displayed())
        self.assertEqual(page.outside_the_phone(), [], "the finished screen")
        title = finished.find_element(By.CSS_SELECTOR, ".title")
        self.assertEqual(title.text, "Onboarding finished")
        self.assertEqual(title.value_of_css_property("font-size"), "28px")
        storage_key = spec.get("completion", {}).get("storageKey", name + ".onboardingCompleted")
        self.assertIn(storage_key, finished.find_element(By.CSS_SELECTOR, ".subtitle").text)
        self.assertEqual(page.shown_hidden_elements(), [])
        self.assertFalse(page.find("#bar").is_displayed(), "skip and close after the end")
        self.assertEqual(page.find_all("#page-indicator span"), [])

    def check_slide(self, page, section, slide, spec):
        """The slide shows its spec's texts and colours, the page indicator as the spec sets it,
        nothing the page hides, and nothing outside the phone's screen."""
        self.assertEqual(page.shown_hidden_elements(), [])
        self.assertEqual(page.outside_the_phone(), [], slide.get("id"))
        dots = page.find("#page-indicator")
        self.assertEqual(dots.is_displayed(), not spec.get("isPageIndicatorHidden", False), "the page dots as 'isPageIndicatorHidden' sets them")
        title = section.find_elements(By.CSS_SELECTOR, ".title-text")
        if "title" in slide and "{" not in slide["title"]:
            self.assertEqual(title[0].text, slide["title"].strip())
        if "subtitle" in slide and "{" not in slide["subtitle"]:
            self.assertEqual(section.find_element(By.CSS_SELECTOR, ".subtitle").text, slide["subtitle"].strip())
        for choice, option in zip(slide.get("choices", []), section.find_elements(By.CSS_SELECTOR, ".option")):
            self.assertTrue(option.text.endswith(choice["title"]), option.text)
        if "{" in slide.get("title", ""):
            self.assertNotIn("{", title[0].text)
        appearance = self.driver.find_element(By.TAG_NAME, "body").get_attribute("data-appearance")
        background = slide.get(f"backgroundColor{appearance.capitalize()}")
        if background:
            self.assertEqual(section.value_of_css_property("background-color"), css_color(background))
        layout = slide.get("videoGridLayout")
        for cell in section.find_elements(By.CSS_SELECTOR, ".video-cell") if layout else []:
            self.assertEqual(cell.value_of_css_property("width"), f"{layout['itemWidth']:g}px")
            self.assertEqual(cell.value_of_css_property("height"), f"{layout['itemHeight']:g}px")
            self.assertEqual(cell.value_of_css_property("border-top-left-radius"), f"{layout.get('cornerRadius', 0):g}px")
        title_color = slide.get(f"titleColor{appearance.capitalize()}")
        if title_color:
            self.assertEqual(section.find_element(By.CSS_SELECTOR, ".title").value_of_css_property("color"), css_color(title_color))

    def screenshot(self, name, taken):
        if name in taken:
            return
        taken.add(name)
        safe = "".join(character if character.isalnum() or character in "-_" else "_" for character in name)
        self.driver.save_screenshot(str(ARTIFACTS / (safe + ".png")))

    # MARK: Appearance, language

    def test_variant_shows_its_slides_in_its_order_and_wording(self):
        spec_path = ROOT / "Specs" / "SkillLevel.onboarding.json"
        spec = spec_document(spec_path)
        variant = spec["variants"]["level-first"]
        page = self.preview(spec_path, "--variant", "level-first", name="SkillLevel-level-first")
        self.assertIn("level-first", page.find("#variant").text)
        section = page.current_section()
        self.assertEqual(section.get_attribute("id"), "slide-" + str([slide["id"] for slide in spec["slides"]].index("skill-level")))
        overrides = variant["overrides"]["skill-level"]
        self.assertEqual(section.find_element(By.CSS_SELECTOR, ".title-text").text, overrides["title"])
        self.assertEqual(section.find_element(By.CSS_SELECTOR, ".subtitle").text, overrides["subtitle"])
        self.assertFalse(page.find("#back").is_enabled())
        section.find_elements(By.CSS_SELECTOR, ".option")[0].click()
        if page.effect() is None and section.is_displayed():
            section.find_element(By.CSS_SELECTOR, ".continue").click()
        shown = ["skill-level"]
        for _ in range(10):
            while (effect := page.effect()) is not None:
                effect[2][0].click()
            if page.current() is None:
                break
            section = page.current_section()
            shown.append(spec["slides"][int(section.get_attribute("id").removeprefix("slide-"))]["id"])
            section.find_element(By.CSS_SELECTOR, ".continue").click()
        self.assertIsNone(page.current())
        self.assertTrue(set(shown) <= set(variant["slides"]), shown)
        events = page.events()
        self.assertTrue(all(event["parameters"].get("variant") == "level-first" for event in events), events)
        self.assertEqual(events[-1]["name"], spec["analytics"]["eventPrefix"] + "finished")

        control = self.preview(spec_path, "--variant", "control", name="SkillLevel-control")
        self.assertEqual(control.current_section().get_attribute("id"), "slide-0")
        self.assertEqual({event["parameters"].get("variant") for event in control.events()}, {"control"})

        run = subprocess.run([self.onboardc, "preview", str(spec_path), "--output", str(self.pages / "unknown.html"), "--variant", "level-frist"],
                             cwd=ROOT, capture_output=True)
        self.assertEqual(run.returncode, 2)
        self.assertIn("unknown variant 'level-frist'; did you mean 'level-first'?", run.stderr.decode())
        self.assertFalse((self.pages / "unknown.html").exists())


    def test_theme_and_slide_colours_in_light_and_dark(self):
        spec_path = ROOT / "Specs" / "SkillLevel.onboarding.json"
        spec = spec_document(spec_path)
        welcome = spec["slides"][0]
        for opening, toggled in [("light", "dark"), ("dark", "light")]:
            with self.subTest(appearance=opening):
                page = self.preview(spec_path, "--appearance", opening, name=f"SkillLevel-{opening}")
                for appearance in [opening, toggled]:
                    section = page.current_section()
                    self.assertEqual(self.driver.find_element(By.TAG_NAME, "body").get_attribute("data-appearance"), appearance)
                    key = appearance.capitalize()
                    continue_button = section.find_element(By.CSS_SELECTOR, ".continue")
                    self.assertEqual(continue_button.value_of_css_property("background-color"), css_color(spec[f"primaryColor{key}"]))
                    self.assertEqual(continue_button.value_of_css_property("color"), css_color(spec[f"onPrimaryColor{key}"]))
                    self.assertEqual(section.value_of_css_property("background-color"), css_color(welcome[f"backgroundColor{key}"]))
                    self.driver.save_screenshot(str(ARTIFACTS / f"SkillLevel-welcome-{appearance}.png"))
                    page.find("#appearance").click()

    def test_language_shows_the_catalogs_translations(self):
        spec_path = ROOT / "Specs" / "Quiz.onboarding.json"
        catalog = json.loads((ROOT / "Specs" / "QuizOnboarding.xcstrings").read_text())
        page = self.preview(spec_path, "--language", "de", "--catalog", "Specs/QuizOnboarding.xcstrings", name="Quiz-de")
        german = catalog["strings"]["welcome.title"]["localizations"]["de"]["stringUnit"]["value"]
        self.assertEqual(page.current_section().find_element(By.CSS_SELECTOR, ".title-text").text, german)
        self.assertEqual(page.find("#phone").get_attribute("lang"), "de")
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "en", "the panel is English")
        self.assertEqual(page.find("#effect").get_attribute("lang"), "en")

        # A language written right to left: the phone is laid out right to left, its texts as written.
        catalog["strings"]["welcome.title"]["localizations"]["ar"] = {"stringUnit": {"state": "translated", "value": "مرحبا بك في Chordly"}}
        (self.pages / "Arabic").mkdir(exist_ok=True)
        (self.pages / "Arabic" / "QuizOnboarding.xcstrings").write_text(json.dumps(catalog, ensure_ascii=False))
        page = self.preview(spec_path, "--language", "ar", "--catalog", str(self.pages / "Arabic" / "QuizOnboarding.xcstrings"), name="Quiz-ar")
        title = page.current_section().find_element(By.CSS_SELECTOR, ".title-text")
        self.assertEqual(title.text, "مرحبا بك في Chordly")
        self.assertEqual(page.find("#phone").value_of_css_property("direction"), "rtl")
        self.assertNotEqual(title.value_of_css_property("unicode-bidi"), "bidi-override", "Arabic is not the pseudolanguage")
        setting = page.find('[data-setting="rightToLeft"]')
        self.assertEqual((setting.get_attribute("aria-pressed"), setting.is_enabled()), ("true", False))
        phone = page.find("#phone").rect
        for skip in page.find_all("#skip"):
            self.assertLess(skip.rect["x"] + skip.rect["width"] / 2, phone["x"] + phone["width"] / 2, "Skip is mirrored to the left")
        self.driver.save_screenshot(str(ARTIFACTS / "Quiz-ar.png"))

    def test_readme_screenshot(self):
        """The README's picture (Specs/QuizPreview.png is a copy): the quiz greeting the user by name."""
        page = self.preview(ROOT / "Specs" / "Quiz.onboarding.json")
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        goals = page.current_section()
        goals.find_elements(By.CSS_SELECTOR, ".option")[2].click()
        goals.find_element(By.CSS_SELECTOR, ".continue").click()
        page.current_section().find_element(By.CSS_SELECTOR, ".text-input").send_keys("Ann")
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        title = page.current_section().find_element(By.CSS_SELECTOR, ".title-text").text
        self.assertEqual(title, "What's your level, Ann?")
        self.driver.save_screenshot(str(ARTIFACTS / "README-preview.png"))

    def test_images_of_the_asset_catalog_show_and_missing_ones_are_placeholders(self):
        catalog = self.pages / "Assets.xcassets" / "welcome-guitar.imageset"
        catalog.mkdir(parents=True, exist_ok=True)
        (catalog / "guitar.png").write_bytes(png(40, 30, (200, 30, 30)))
        (catalog / "Contents.json").write_text(json.dumps({"images": [{"filename": "guitar.png", "idiom": "universal", "scale": "2x"}]}))
        page = self.preview(ROOT / "Specs" / "SkillLevel.onboarding.json", "--assets", str(self.pages / "Assets.xcassets"), name="SkillLevel-assets")
        image = page.current_section().find_element(By.CSS_SELECTOR, ".illustration img")
        self.assertEqual(image.get_attribute("alt"), "An acoustic guitar")
        self.assertEqual(self.driver.execute_script("return arguments[0].naturalWidth", image), 40)
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        missing = page.current_section().find_element(By.CSS_SELECTOR, ".illustration .missing-asset")
        self.assertEqual(missing.get_attribute("data-asset"), "practice-metronome")
        self.assertIn("practice-metronome", missing.text)
        self.assertIn("warning: image 'practice-metronome' is not in the asset paths [asset_not_found]", self.diagnostics)
        self.assertNotIn("'welcome-guitar'", self.diagnostics)

    # MARK: Paywalls the app presents itself, what's new, the page indicator

    def test_manual_placements_show_their_sheet_and_links(self):
        spec_path = ROOT / "Specs" / "EasyApp.onboarding.json"
        spec = spec_document(spec_path)
        manual = [paywall for paywall in spec["paywalls"] if paywall.get("trigger") == "manual"]
        page = self.preview(spec_path)
        buttons = page.find_all("#placements [data-placement]")
        self.assertEqual([button.find_element(By.XPATH, "..").find_element(By.CSS_SELECTOR, ".placement-name").text for button in buttons],
                         [paywall["placement"] for paywall in manual])
        events = page.events()
        for button, paywall in zip(buttons, manual):
            for result in ["purchased", "dismissed"]:
                button.click()
                kind, title, results = page.effect()
                self.assertEqual((kind, title), ("paywall", paywall["placement"]))
                self.assertEqual(page.find("#effect").get_attribute("data-manual"), "true")
                self.assertIn("Presented by the app itself", page.find("#effect-details").text)
                links = {item.get_attribute("data-link"): item.text for item in page.find_all("#effect-links li")}
                self.assertEqual(links, {"terms": "Terms of Use " + paywall["termsURL"], "privacy": "Privacy Policy " + paywall["privacyURL"]})
                self.assertEqual(page.find_all("#effect-links a"), [], "the links open nothing")
                self.assertFalse(page.find("#back").is_enabled())
                self.assertFalse(button.is_enabled(), "Present while a paywall is shown")
                # A designer's review: the sheet is a named modal dialog, and the slide under it
                # still took the keyboard's Enter.
                self.assertEqual(page.find("#effect").get_attribute("aria-modal"), "true")
                self.assertEqual(page.find("#effect").get_attribute("aria-labelledby"), "effect-title")
                self.assertTrue(self.driver.execute_script("return arguments[0].inert", page.current_section()), "the slide under it is inert")
                self.driver.execute_script("arguments[0].querySelector('.continue').click()", page.current_section())
                self.assertEqual(page.current_section().get_attribute("id"), "slide-0", "Continue under the sheet does nothing")
                self.screenshot(f"EasyApp-manual-{paywall['placement']}", set())
                next(choice for choice in results if choice.get_attribute("data-result") == result).click()
                self.assertIsNone(page.effect())
                shown = button.find_element(By.XPATH, "..").find_element(By.CSS_SELECTOR, ".placement-result").text
                self.assertEqual(shown, "Result: " + result)
                self.assertFalse(self.driver.execute_script("return arguments[0].inert", page.current_section()))
        self.assertEqual(page.events(), events, "the flow logs nothing for a paywall the app presents itself")
        self.assertEqual(page.current_section().get_attribute("id"), "slide-0")
        # A paywall in the flow shows its links too.
        page.restart()
        for _ in range(20):
            effect = page.effect()
            if effect is not None and effect[0] == "paywall":
                paywall = next(paywall for paywall in spec["paywalls"] if paywall["placement"] == effect[1])
                links = {item.get_attribute("data-link"): item.text for item in page.find_all("#effect-links li")}
                self.assertEqual(links, {"terms": "Terms of Use " + paywall["termsURL"], "privacy": "Privacy Policy " + paywall["privacyURL"]})
                break
            if effect is not None:
                effect[2][0].click()
            else:
                page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        self.assertNoProblems(self.pages / "EasyApp.html")
        # A paywall whose spec gives no links shows none.
        unlinked = self.pages / "Unlinked.onboarding.json"
        unlinked.write_text(json.dumps({"slides": [{"id": "hi", "title": "Hi"}], "paywalls": [{"placement": "end"}]}))
        page = self.preview(unlinked)
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        self.assertEqual(page.effect()[0], "paywall")
        self.assertEqual(page.find_all("#effect-links li"), [])
        # The result the flow hopes for is the one filled button; the others are plain.
        purchase, *others = page.effect()[2]
        self.assertEqual(purchase.get_attribute("data-result"), "purchased")
        filled = purchase.value_of_css_property("background-color")
        self.assertTrue(others and all(other.value_of_css_property("background-color") != filled for other in others))
        # The panel says there are no answers yet rather than showing an empty heading.
        before = self.driver.execute_script("return getComputedStyle(arguments[0], '::before').content", page.find("#answers"))
        self.assertEqual(before, '"None yet."')

    def test_whats_new_screens_show_in_the_phone(self):
        spec_path = ROOT / "Specs" / "EasyApp.onboarding.json"
        spec = spec_document(spec_path)
        page = self.preview(spec_path)
        for index, entry in enumerate(spec["whatsNew"]):
            toggle = page.find(f'[data-whats-new="{index}"]')
            self.assertEqual(toggle.text, "Show")
            toggle.click()
            screen = page.find(f"#whats-new-{index}")
            self.assertTrue(screen.is_displayed())
            self.assertEqual(toggle.text, "Hide")
            self.assertEqual(screen.find_element(By.CSS_SELECTOR, ".title").text, entry["title"])
            self.assertIn(entry["version"], screen.find_element(By.CSS_SELECTOR, ".whats-new-version").text)
            features = screen.find_elements(By.CSS_SELECTOR, ".feature")
            self.assertEqual(len(features), len(entry["features"]))
            for element, feature in zip(features, entry["features"]):
                self.assertEqual(element.find_element(By.CSS_SELECTOR, ".feature-title").text, feature["title"])
                self.assertEqual(element.find_element(By.CSS_SELECTOR, ".feature-subtitle").text, feature["subtitle"])
                self.assertEqual(element.find_element(By.CSS_SELECTOR, ".symbol .placeholder-name").text, feature["systemImage"])
            self.assertFalse(page.find("#back").is_enabled())
            self.screenshot(f"EasyApp-whats-new-{entry['version']}", set())
            secondary = entry.get("secondaryAction")
            if secondary is not None:
                screen.find_element(By.CSS_SELECTOR, '[data-action="secondary"]').click()
                self.assertEqual(screen.find_element(By.CSS_SELECTOR, ".whats-new-opened").text, "The app opens " + secondary["url"])
                self.assertTrue(screen.is_displayed(), "a URL opens outside the screen")
            primary = screen.find_element(By.CSS_SELECTOR, '[data-action="primary"]')
            self.assertEqual(primary.text, entry["primaryAction"]["title"])
            primary.click()
            self.assertFalse(screen.is_displayed())
            self.assertEqual(toggle.text, "Show")
        self.assertEqual(page.current_section().get_attribute("id"), "slide-0")
        self.assertNoProblems(self.pages / "EasyApp.html")

    def test_page_indicator_counts_the_slides_ahead(self):
        """Quiz: a dot for each slide that counts (not the welcome) the user will see with the answers
        so far, the current one filled; the cross-check compares them with the generated progress."""
        spec = spec_document(ROOT / "Specs" / "Quiz.onboarding.json")
        page = self.preview(ROOT / "Specs" / "Quiz.onboarding.json")

        def dots():
            classes = [dot.get_attribute("class") for dot in page.find_all("#page-indicator span")]
            return len(classes), classes.index("current") if "current" in classes else None

        shown_without_answers = [slide for slide in spec["slides"] if slide.get("countsInProgress", True) and "showIf" not in slide]
        self.assertEqual(dots(), (len(shown_without_answers), None), "the welcome does not count")
        self.assertEqual(page.find("#page-indicator").get_attribute("aria-label"), f"{len(shown_without_answers)} pages ahead")
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        self.assertEqual(dots(), (len(shown_without_answers), 0))
        self.assertEqual(page.find("#page-indicator").get_attribute("aria-label"), f"Page 1 of {len(shown_without_answers)}")
        # A designer's review: after Continue the focus fell to the page; it goes to the new slide's title.
        focused = self.driver.switch_to.active_element
        self.assertEqual(focused.get_attribute("class"), "title")
        self.assertEqual(focused.find_element(By.XPATH, "ancestor::section").get_attribute("id"), page.current_section().get_attribute("id"))
        goals = [choice["id"] for choice in spec["slides"][1]["choices"]]
        page.current_section().find_elements(By.CSS_SELECTOR, ".option")[goals.index("theory")].click()
        self.assertEqual(dots(), (len(shown_without_answers) + 1, 0), "the theory tip joins the slides ahead")

    # MARK: Every option that changes what the phone shows

    def test_every_option_that_changes_what_is_shown(self):
        """Page dots, skip and close, the theme's colours (given, or the system's), each slide's own
        colours, light and dark appearance, and the end of the flow: each combination of the theme's
        options, in both appearances, shows what the spec says."""
        colours = {"backgroundColorLight": "#FFF3E0FF", "backgroundColorDark": "#3E2723FF", "titleColorLight": "#E65100FF", "titleColorDark": "#FFCC80FF"}
        for hides_dots in [False, True]:
            for skips in [False, True]:
                for closes in [False, True]:
                    theme = {"isPageIndicatorHidden": hides_dots, "showsSkipButton": skips, "isDismissible": closes}
                    if skips:
                        theme.update(primaryColorLight="#0B6E4FFF", onPrimaryColorLight="#FFFFFFFF")  # no dark colours: the light ones
                    spec = {
                        "name": "Options", **theme,
                        "slides": [
                            {"id": "one", "title": "One", **colours},
                            {"id": "two", "title": "Two", "subtitle": "The page's own colours"},
                            {"id": "three", "title": "Three", "next": None},
                        ],
                    }
                    label = "-".join(key for key, value in theme.items() if value is True) or "defaults"
                    path = self.pages / f"Options-{label}.onboarding.json"
                    path.write_text(json.dumps(spec))
                    for appearance in ["light", "dark"]:
                        with self.subTest(options=label, appearance=appearance):
                            page = self.preview(path, "--appearance", appearance, name=f"Options-{label}-{appearance}")
                            self.check_options(page, spec, appearance, f"Options-{label}-{appearance}")

    def check_options(self, page, spec, appearance, name):
        key = appearance.capitalize()
        self.assertEqual(page.find_all("#skip") != [] and page.find("#skip").is_displayed(), spec["showsSkipButton"])
        self.assertEqual(page.find_all("#close") != [] and page.find("#close").is_displayed(), spec["isDismissible"])
        system = {"light": ("#007AFFFF", "#FFFFFFFF"), "dark": ("#0A84FFFF", "#FFFFFFFF")}[appearance]
        primary = spec.get(f"primaryColor{key}", spec.get("primaryColorLight", system[0]))
        on_primary = spec.get(f"onPrimaryColor{key}", spec.get("onPrimaryColorLight", system[1]))
        page_background = {"light": "#FFFFFFFF", "dark": "#000000FF"}[appearance]
        for position, slide in enumerate(spec["slides"]):
            section = page.current_section()
            self.assertEqual(section.get_attribute("id"), f"slide-{position}")
            self.check_slide(page, section, slide, spec)
            dots = page.find_all("#page-indicator span")
            self.assertEqual(len(dots), len(spec["slides"]))
            self.assertEqual([dot.get_attribute("class") == "current" for dot in dots], [index == position for index in range(len(dots))])
            continue_button = section.find_element(By.CSS_SELECTOR, ".continue")
            self.assertEqual(continue_button.value_of_css_property("background-color"), css_color(primary))
            self.assertEqual(continue_button.value_of_css_property("color"), css_color(on_primary))
            self.assertEqual(section.value_of_css_property("background-color"), css_color(slide.get(f"backgroundColor{key}", page_background)))
            text = {"light": "#1C1C1EFF", "dark": "#F2F2F7FF"}[appearance]
            self.assertEqual(section.find_element(By.CSS_SELECTOR, ".title").value_of_css_property("color"), css_color(slide.get(f"titleColor{key}", text)))
            self.screenshot(f"{name}-{position}", set())
            continue_button.click()
        self.check_finished(page, spec, spec["name"])
        self.screenshot(f"{name}-finished", set())
        page.find("#finished .restart").click()
        self.assertEqual(page.current_section().get_attribute("id"), "slide-0")
        self.assertTrue(page.find("#bar").is_displayed() or not (spec["showsSkipButton"] or spec["isDismissible"]))

    def test_an_unreadable_continue_button_is_a_finding_beside_the_phone(self):
        """Issue 37: the Infomaniak seed's white primary colour without an on-primary colour; the page
        draws what the app would, white on white, and lists the finding of low_contrast beside it."""
        spec = {"name": "White", "primaryColorLight": "#FFFFFFFF", "primaryColorDark": "#000000FF",
                "slides": [{"id": "welcome", "title": "Welcome", "subtitle": "Discover kDrive."}]}
        path = self.pages / "White.onboarding.json"
        path.write_text(json.dumps(spec))
        page = self.preview(path)
        continue_button = page.current_section().find_element(By.CSS_SELECTOR, ".continue")
        self.assertEqual(continue_button.value_of_css_property("background-color"), css_color("#FFFFFFFF"))
        self.assertEqual(continue_button.value_of_css_property("color"), css_color("#FFFFFFFF"))
        findings = [item.text for item in page.find_all("#findings .finding")]
        self.assertTrue(any("[low_contrast]" in finding and "set 'onPrimaryColorLight'" in finding for finding in findings), findings)
        self.driver.save_screenshot(str(ARTIFACTS / "White-low-contrast.png"))
        clean = self.preview(ROOT / "Specs" / "Quiz.onboarding.json")
        self.assertEqual(clean.find("#findings").text, "None: onboardc finds nothing to report.")

    # MARK: Videos, animations, SF Symbols

    def recorded_video(self):
        """A WebM video of a second, recorded by the browser itself from a canvas: no file or
        encoder outside this machine's Chromium."""
        self.driver.get("about:blank")
        encoded = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const canvas = Object.assign(document.createElement("canvas"), { width: 160, height: 120 });
            const context = canvas.getContext("2d");
            const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: "video/webm" });
            const chunks = [];
            recorder.ondataavailable = (event) => chunks.push(event.data);
            recorder.onstop = () => {
              const reader = new FileReader();
              reader.onload = () => done(reader.result.split(",")[1]);
              reader.readAsDataURL(new Blob(chunks, { type: "video/webm" }));
            };
            let frame = 0;
            const timer = setInterval(() => {
              context.fillStyle = frame % 2 === 0 ? "#E65100" : "#0B6E4F";
              context.fillRect(0, 0, 160, 120);
              frame += 1;
            }, 50);
            recorder.start();
            setTimeout(() => { clearInterval(timer); recorder.stop(); }, 1000);""")
        return base64.b64decode(encoded)

    def test_videos_animations_and_symbols_show_as_far_as_a_page_can(self):
        """Issue 37: a video of the app's files plays in the page, embedded; a Lottie animation is a
        still placeholder of its size that says its length; an SF Symbol's name breaks only at its
        dots; what the files lack is a placeholder that looks intended, not a dashed box."""
        self.driver.set_script_timeout(30)
        video = self.recorded_video()
        assets = self.pages / "Media"
        assets.mkdir(exist_ok=True)
        (assets / "waves.webm").write_bytes(video)
        (assets / "jump.webm").write_bytes(video)
        (assets / "broken.webm").write_bytes(b"not a video")
        (assets / "spin.json").write_text(json.dumps({"v": "5.7.4", "fr": 30, "ip": 0, "op": 90, "w": 400, "h": 300, "layers": []}))
        spec = {
            "name": "Media",
            "slides": [
                {"id": "waves", "title": "Waves", "backgroundVideo": {"name": "waves", "extension": "webm", "accessibilityLabel": "Waves at dusk"},
                 "videoGrid": [{"id": "jump", "video": "jump", "cover": "jump-cover"}, {"id": "dance", "video": "dance", "cover": "dance-cover"},
                               {"id": "broken", "video": "broken", "cover": "broken-cover"}]},
                {"id": "spin", "title": "Spin", "animatedIllustration": {"fileName": "spin.json", "loopMode": "playOnce", "accessibilityLabel": "A top"}},
                {"id": "still", "title": "Still", "backgroundVideo": {"name": "missing"}, "animatedIllustration": {"fileName": "gone.json"}},
            ],
            "whatsNew": [{"version": "2.0", "title": "New", "features": [
                {"id": "apps", "systemImage": "apps.iphone", "title": "A new look"},
                {"id": "sync", "systemImage": "arrow.triangle.2.circlepath.circle.fill", "title": "Sync"}]}],
        }
        path = self.pages / "Media.onboarding.json"
        path.write_text(json.dumps(spec))
        page = self.preview(path, "--assets", str(assets))
        section = page.current_section()
        background = section.find_element(By.CSS_SELECTOR, "video.background-video")
        self.assertTrue(background.get_attribute("src").startswith("data:video/webm;base64,"))
        self.assertEqual(background.get_attribute("aria-label"), "Waves at dusk")
        self.driver.execute_async_script(
            "const done = arguments[0]; const check = () => document.querySelector('video[data-video=broken]').hidden ? done() : setTimeout(check, 50); check();")
        cells = [cell for cell in section.find_elements(By.CSS_SELECTOR, ".video-cell") if cell.is_displayed()]
        self.assertEqual([cell.tag_name for cell in cells], ["video", "div", "div"], "a video the files have plays; the others are placeholders")
        self.assertIn("Not in the asset paths or beside the spec", cells[1].text)
        self.assertIn("broken", cells[2].text)
        self.assertIn("This browser cannot play it", cells[2].text)
        for element in [background, cells[0]]:
            self.driver.execute_script("arguments[0].currentTime = 0.5", element)
            ready = self.driver.execute_async_script(
                "const [video, done] = arguments; const check = () => video.readyState >= 2 ? done(video.videoWidth) : setTimeout(check, 50); check();",
                element)
            self.assertEqual(ready, 160, "the embedded video decodes")
        placeholder = cells[1]
        self.assertEqual(placeholder.value_of_css_property("border-top-style"), "none", "no dashed box")
        self.assertIn("dance", placeholder.text)
        self.assertEqual(page.outside_the_phone(), [])
        self.driver.save_screenshot(str(ARTIFACTS / "Media-videos.png"))

        section.find_element(By.CSS_SELECTOR, ".continue").click()
        animation = page.current_section().find_element(By.CSS_SELECTOR, ".illustration .animation")
        self.assertEqual(animation.find_element(By.CSS_SELECTOR, ".placeholder-facts").text, "400 × 300 points, 3 s at 30 fps, plays once")
        self.assertEqual(animation.value_of_css_property("aspect-ratio"), "400 / 300")
        self.assertEqual(animation.find_element(By.CSS_SELECTOR, ".placeholder-label").text, "A top")
        self.driver.save_screenshot(str(ARTIFACTS / "Media-animation.png"))

        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        still = page.current_section()
        self.assertEqual(still.find_element(By.CSS_SELECTOR, ".background-video.placeholder").get_attribute("data-video"), "missing.mp4")
        self.assertEqual(still.find_element(By.CSS_SELECTOR, ".animation .placeholder-facts").text, "loops")
        self.assertEqual(page.outside_the_phone(), [])
        self.driver.save_screenshot(str(ARTIFACTS / "Media-placeholders.png"))

        page.find("[data-whats-new]").click()
        for name in ["apps.iphone", "arrow.triangle.2.circlepath.circle.fill"]:
            label = next(item for item in page.find_all("#whats-new-0 .symbol .placeholder-name") if item.text == name)
            lines = page.rendered_lines(label)
            self.assertEqual("".join(lines), name)
            self.assertTrue(all(line.endswith(".") for line in lines[:-1]), f"{name} breaks inside a word: {lines}")
        self.driver.save_screenshot(str(ARTIFACTS / "Media-symbols.png"))
        self.assertNoProblems(self.pages / "Media.html")

    # MARK: Accessibility settings

    SETTINGS = ["largerText", "rightToLeft", "reduceMotion", "increaseContrast"]

    def test_accessibility_settings_on_every_spec(self):
        """Issue 38: each of the four settings on every spec, along its first path: what the setting
        changes shows on each slide, nothing leaves the phone's screen, and a screenshot of each
        slide and effect goes to the artifacts."""
        for spec_path in SPECS:
            spec = spec_document(spec_path)
            name = spec_path.name.split(".")[0]
            page = self.preview(spec_path)
            for setting in self.SETTINGS:
                with self.subTest(spec=name, setting=setting):
                    page.restart()
                    toggle = page.find(f'[data-setting="{setting}"]')
                    self.assertTrue(page.find("#" + toggle.get_attribute("aria-describedby")).text, "the setting says what it shows")
                    toggle.click()
                    self.assertEqual(toggle.get_attribute("aria-pressed"), "true")
                    try:
                        self.walk_first_path(page, spec, f"{name}-{setting}", lambda section, slide: self.check_setting(page, section, slide, setting))
                    finally:
                        toggle.click()
                    self.assertEqual(toggle.get_attribute("aria-pressed"), "false")
            self.assertNoProblems(self.pages / (name + ".html"))

    def walk_first_path(self, page, spec, name, check):
        """Walks to the end taking the first option and the first result everywhere, checking each
        slide with `check(section, slide)` and taking a screenshot of each slide and effect."""
        for step in range(100):
            effect = page.effect()
            if effect is not None:
                self.assertEqual(page.outside_the_phone(), [], f"{name}: the {effect[0]}")
                self.screenshot(f"{name}-effect-{effect[0]}-{step}", set())
                effect[2][0].click()
                continue
            current = page.current()
            if current is None:
                self.assertEqual(page.outside_the_phone(), [], f"{name}: the finished screen")
                self.screenshot(f"{name}-finished", set())
                return
            section = page.current_section()
            position = int(section.get_attribute("id").removeprefix("slide-"))
            slide = spec["slides"][position]
            self.assertEqual(page.outside_the_phone(), [], f"{name}: {current}")
            check(section, slide)
            self.screenshot(f"{name}-{position}-{current}", set())
            continue_button = section.find_element(By.CSS_SELECTOR, ".continue")
            kind = slide.get("kind", "page")
            if kind in ["choice", "multipleChoice"]:
                options = section.find_elements(By.CSS_SELECTOR, ".option")
                for option in options[:max(slide.get("minSelections", 1), 1)]:
                    option.click()
                if page.effect() is not None or page.current() != current:
                    continue
            if kind == "textInput":
                section.find_element(By.CSS_SELECTOR, ".text-input").send_keys("ann@example.com" if slide.get("contentType") == "email" else "Ann")
            continue_button.click()
        self.fail(f"{name}: the walk did not end")

    def check_setting(self, page, section, slide, setting):
        """What `setting` changes on the slide shown."""
        def css(selector, name):
            return [element.value_of_css_property(name) for element in section.find_elements(By.CSS_SELECTOR, selector)]
        if setting == "largerText":
            self.assertTrue(all(size == "58px" for size in css(".title", "font-size")), css(".title", "font-size"))
            self.assertTrue(all(size == "53px" for size in css(".subtitle, .option, .continue", "font-size")))
            self.assertTrue(all(button.value_of_css_property("font-size") == "17px" for button in page.find_all("#bar button")), "the bar keeps its size")
        if setting == "rightToLeft":
            self.assertEqual(page.find("#phone").value_of_css_property("direction"), "rtl")
            self.assertEqual(css(".continue", "unicode-bidi"), ["bidi-override"])
            # A designer's review: what the user types and the page's own notes read as written.
            self.assertTrue(all(value == "isolate" for value in css(".text-input, .placeholder-name, .permission-note", "unicode-bidi")))
            phone = page.find("#phone").rect
            for control, side in [("#skip", "left"), ("#close", "right")]:
                for element in page.find_all(control):
                    middle = element.rect["x"] + element.rect["width"] / 2
                    self.assertEqual(middle < phone["x"] + phone["width"] / 2, side == "left", f"{control} is mirrored to the {side}")
        if setting == "reduceMotion":
            self.assertTrue(all(not element.is_displayed() for element in section.find_elements(By.CSS_SELECTOR, ".has-still")))
            self.assertTrue(all(element.is_displayed() for element in section.find_elements(By.CSS_SELECTOR, ".reduce-motion-still, .motion-warning")))
            self.assertTrue(all(self.driver.execute_script("return arguments[0].paused", video) for video in section.find_elements(By.TAG_NAME, "video")))
            for key in ["animatedIllustration", "backgroundVideo"]:
                still = slide.get(key, {}).get("reduceMotion", {}).get("iosAssetName")
                if still is not None:
                    shown = [element.get_attribute("data-asset") for element in section.find_elements(By.CSS_SELECTOR, ".reduce-motion-still [data-asset]")]
                    self.assertIn(still, shown)
            kinds = {element.get_attribute("textContent") for element in section.find_elements(By.CSS_SELECTOR, ".reduce-motion-still .placeholder-kind")}
            self.assertTrue(kinds <= {"Still image for Reduce Motion"}, kinds)
        if setting == "increaseContrast":
            appearance = self.driver.find_element(By.TAG_NAME, "body").get_attribute("data-appearance")
            secondary = {"light": "#3A3A3CFF", "dark": "#D1D1D6FF"}[appearance]
            self.assertTrue(all(color == css_color(secondary) for color in css(".subtitle", "color")))
            inactive = {"light": "#BCBCC0FF", "dark": "#545456FF"}[appearance]
            dots = [dot for dot in page.find_all("#page-indicator span") if dot.get_attribute("class") != "current"]
            self.assertTrue(all(dot.value_of_css_property("background-color") == css_color(inactive) for dot in dots))

    def test_reduce_motion_decorative_images_and_captions_show_as_the_spec_says(self):
        """Issue 38: with Reduce Motion on, an animation's and a video's still images show in their
        place, from the asset catalogs, the videos pause, and what has no still image says so; a
        decorative image is hidden from assistive technologies; a video's placeholder says its captions."""
        self.driver.set_script_timeout(30)
        video = self.recorded_video()
        assets = self.pages / "Still"
        for name, colour in [("wave-still", (30, 90, 200)), ("dusk", (200, 120, 30)), ("confetti", (220, 40, 140))]:
            imageset = assets / "Assets.xcassets" / f"{name}.imageset"
            imageset.mkdir(parents=True, exist_ok=True)
            (imageset / f"{name}.png").write_bytes(png(40, 30, colour))
            (imageset / "Contents.json").write_text(json.dumps({"images": [{"filename": f"{name}.png", "idiom": "universal", "scale": "2x"}]}))
        (assets / "dusk.webm").write_bytes(video)
        spec = {
            "name": "Still",
            "slides": [
                {"id": "wave", "title": "Waves", "animatedIllustration": {"fileName": "wave.json", "accessibilityLabel": "A wave", "reduceMotion": {"iosAssetName": "wave-still"}},
                 "backgroundVideo": {"name": "dusk", "extension": "webm", "accessibilityLabel": "Dusk", "captions": "none", "reduceMotion": {"iosAssetName": "dusk"}}},
                {"id": "spin", "title": "Spin", "animatedIllustration": {"fileName": "spin.json", "decorative": True},
                 "backgroundVideo": {"name": "talk", "accessibilityLabel": "A talk", "captions": "talk.vtt"}},
                {"id": "party", "title": "Party", "staticIllustration": {"iosAssetName": "confetti", "decorative": True}, "next": None},
            ],
        }
        path = self.pages / "Still.onboarding.json"
        path.write_text(json.dumps(spec))
        page = self.preview(path, "--assets", str(assets))
        section = page.current_section()
        self.assertTrue(section.find_element(By.CSS_SELECTOR, ".illustration .animation").is_displayed())
        self.assertFalse(section.find_element(By.CSS_SELECTOR, ".reduce-motion-still img").is_displayed())
        page.find('[data-setting="reduceMotion"]').click()
        self.assertFalse(section.find_element(By.CSS_SELECTOR, ".illustration .animation").is_displayed())
        still = section.find_element(By.CSS_SELECTOR, ".illustration.reduce-motion-still img")
        self.assertEqual((still.get_attribute("data-asset"), still.get_attribute("alt")), ("wave-still", "A wave"))
        self.assertEqual(self.driver.execute_script("return arguments[0].naturalWidth", still), 40)
        background = section.find_element(By.CSS_SELECTOR, "video.background-video")
        self.assertFalse(background.is_displayed())
        self.assertTrue(self.driver.execute_script("return arguments[0].paused", background))
        self.assertEqual(background.get_attribute("data-captions"), "No speech to caption")
        self.assertEqual(section.find_element(By.CSS_SELECTOR, ".background-image.reduce-motion-still img").get_attribute("data-asset"), "dusk")
        self.assertEqual(page.outside_the_phone(), [])
        self.driver.save_screenshot(str(ARTIFACTS / "Still-reduce-motion.png"))
        section.find_element(By.CSS_SELECTOR, ".continue").click()
        spin = page.current_section()
        warnings = [warning.text for warning in spin.find_elements(By.CSS_SELECTOR, ".motion-warning")]
        self.assertEqual(warnings, ["The background video plays with Reduce Motion on: it has no still image.",
                                    "The animation moves with Reduce Motion on: it has no still image."])
        animation = spin.find_element(By.CSS_SELECTOR, ".animation")
        self.assertTrue(animation.is_displayed() and animation.get_attribute("aria-hidden") == "true")
        self.assertIn("Decorative: VoiceOver skips it", animation.text)
        self.assertEqual(spin.find_element(By.CSS_SELECTOR, ".placeholder-captions").text, "Captions: talk.vtt")
        self.driver.save_screenshot(str(ARTIFACTS / "Still-without-stills.png"))
        page.find('[data-setting="reduceMotion"]').click()
        self.assertEqual([warning.is_displayed() for warning in spin.find_elements(By.CSS_SELECTOR, ".motion-warning")], [False, False])
        spin.find_element(By.CSS_SELECTOR, ".continue").click()
        confetti = page.current_section().find_element(By.CSS_SELECTOR, ".illustration img")
        self.assertEqual((confetti.get_attribute("alt"), confetti.get_attribute("aria-hidden")), ("", "true"))
        page.restart()
        self.assertTrue(self.driver.execute_script("return !arguments[0].paused", page.current_section().find_element(By.CSS_SELECTOR, "video")),
                        "turning Reduce Motion off plays the videos again")
        self.assertNoProblems(self.pages / "Still.html")

    # MARK: Hostile texts

    def test_hostile_texts_do_not_run(self):
        hostile = [
            "</script><script>alert(1)</script>",
            "<img src=x onerror=alert(2)>",
            "<!-- <script>alert(3)</script>",
            "\u2028alert(4)\u2029",
            "{ welcome}\"'><svg onload=alert(5)>",
        ]
        spec = {
            "name": "Hostile",
            "analytics": {"eventPrefix": "</script><script>alert(6)</script>"},
            "slides": [
                {"id": "welcome", "title": hostile[0], "boldTitle": hostile[1], "subtitle": hostile[2], "screenName": hostile[3],
                 "buttonTitle": hostile[4]},
                {"id": "pick", "kind": "choice", "title": hostile[1],
                 "choices": [{"id": "a", "title": hostile[0], "emoji": hostile[1]}, {"id": "b", "title": hostile[2]}]},
                {"id": "name", "kind": "textInput", "title": hostile[2], "placeholder": hostile[0]},
                {"id": "greeting", "title": "Hello {name}, you chose {pick}", "next": None},
            ],
            "paywalls": [{"placement": hostile[0], "products": [{"id": "monthly", "productId": hostile[1]}]},
                         {"placement": hostile[1], "trigger": "manual", "products": [{"id": "monthly", "productId": hostile[1]}]}],
            "whatsNew": [{"version": "2.0", "title": hostile[0], "features": [{"id": "f", "title": hostile[1], "subtitle": hostile[2],
                                                                              "systemImage": hostile[4]}],
                          "primaryAction": {"title": hostile[1]}}],
        }
        path = self.pages / "Hostile.onboarding.json"
        path.write_text(json.dumps(spec))
        page = self.preview(path)
        section = page.current_section()
        self.assertEqual(section.find_element(By.CSS_SELECTOR, ".title-text").text, hostile[0])
        self.assertEqual(section.find_element(By.CSS_SELECTOR, ".bold-title").text, hostile[1])
        section.find_element(By.CSS_SELECTOR, ".continue").click()
        page.current_section().find_elements(By.CSS_SELECTOR, ".option")[0].click()
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        field = page.current_section().find_element(By.CSS_SELECTOR, ".text-input")
        field.send_keys(hostile[1])
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        self.assertEqual(page.current_section().find_element(By.CSS_SELECTOR, ".title-text").text, f"Hello {hostile[1]}, you chose {hostile[0]}")
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        kind, title, results = page.effect()
        self.assertEqual((kind, title), ("paywall", hostile[0]))
        self.assertIn(hostile[1], page.find("#effect-details").text)
        results[0].click()
        page.find("[data-whats-new]").click()
        screen = page.find("#whats-new-0")
        self.assertEqual(screen.find_element(By.CSS_SELECTOR, ".title").text, hostile[0])
        self.assertEqual(screen.find_element(By.CSS_SELECTOR, ".feature-title").text, hostile[1])
        self.assertEqual(screen.find_element(By.CSS_SELECTOR, ".placeholder-name").text, hostile[4])
        self.assertEqual(page.find(".placement-name").text, hostile[1])
        with self.assertRaises(NoAlertPresentException):
            self.driver.switch_to.alert.text
        self.assertEqual(len(page.find_all("script")), 2)
        self.assertEqual(page.find_all("img"), [])
        self.assertEqual(page.find_all("svg"), [])
        self.assertTrue(any(event["name"].startswith("</script>") for event in page.events()))
        self.assertNoProblems(self.pages / "Hostile.html")

    def test_a_long_word_wraps_at_every_text_size(self):
        """A designer's review: a long German word ran off the phone's screen unless Larger Text was on."""
        word = "Benutzeroberflächengestaltungsrichtlinienverordnung"
        spec = {
            "name": "Long",
            "slides": [{"id": "welcome", "title": word, "subtitle": word + " " + word, "buttonTitle": word}],
            "whatsNew": [{"version": "2.0", "title": word, "features": [{"title": word, "subtitle": word}]}],
        }
        path = self.pages / "Long.onboarding.json"
        path.write_text(json.dumps(spec), encoding="utf-8")
        page = self.preview(path)
        self.assertEqual(page.outside_the_phone(), [])
        self.assertEqual(self.driver.execute_script("const phone = document.getElementById('phone'); return phone.scrollWidth - phone.clientWidth"), 0)
        page.find("[data-whats-new]").click()
        self.assertEqual(page.outside_the_phone(), [])
        self.assertNoProblems(self.pages / "Long.html")

    def test_chosen_options_are_listed_as_the_language_lists_them(self):
        """A localizer's review: the options chosen were joined with ', ' in every language; the
        page lists them as the runtime does, with the phone's language."""
        spec = {
            "name": "Goals",
            "slides": [
                {"id": "goals", "kind": "multipleChoice", "title": "Goals?", "maxSelections": 3,
                 "choices": [{"id": "chords", "title": "Chords"}, {"id": "songs", "title": "Songs"}, {"id": "theory", "title": "Theory"}]},
                {"id": "summary", "title": "You picked {goals}"},
            ],
        }
        path = self.pages / "Goals.onboarding.json"
        path.write_text(json.dumps(spec), encoding="utf-8")
        page = self.preview(path)
        for option in page.current_section().find_elements(By.CSS_SELECTOR, ".option"):
            option.click()
        page.current_section().find_element(By.CSS_SELECTOR, ".continue").click()
        self.assertEqual(page.current_section().find_element(By.CSS_SELECTOR, ".title-text").text, "You picked Chords, Songs, and Theory")
        self.assertNoProblems(self.pages / "Goals.html")


if __name__ == "__main__":
    unittest.main(verbosity=2)
