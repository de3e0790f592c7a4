#!/usr/bin/env python3
"""The cross-check of the preview against the generated code (issue 15, item 2).

`swift test --filter PreviewCrossCheckTests` compiles the generated Swift of random specs, walks
each through random actions, and writes what its Flow did after each action beside the spec's
preview (of the spec, or of the variant the walk starts in). This script runs that test, replays
the same actions in each preview in headless Chromium, reporting results through the buttons of
the effect presented, and compares after each action: the slide shown, whether the onboarding is
finished, whether Continue is enabled, the text's problem, the page indicator (how many dots,
which is current), the effects of the transition, the result awaited, whether a failed login is
offered again, and the analytics events.

    python3 Tests/Browser/preview_crosscheck.py    # needs swift, chromium, chromedriver, selenium
"""

import json
import os
import pathlib
import subprocess
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from preview_browser_tests import CHROMEDRIVER, IN_CI, ROOT, missing_tools  # noqa: E402

FIXTURES = pathlib.Path(os.environ.get("ONBOARDC_PREVIEW_CROSSCHECK", ROOT / ".build" / "preview-crosscheck"))
TEXTS = ["", "  Ann ", "abcdefgh", "x@y.z", "not an address", "e\u0301\u0301\U0001F44D\U0001F3FD"]

# The result button each result action clicks, when the effect presented offers it.
RESULTS = {
    "grant": "granted", "deny": "denied", "purchase": "purchased", "restore": "restored", "dismiss": "dismissed",
    "succeed": "succeeded", "fail": "failed", "cancel": "cancelled",
}

# One action through the page's controls, then what the page shows, in one round trip.
PERFORM = r"""
const [action, text, result] = arguments;
const overlay = document.getElementById("effect");
const phone = document.getElementById("phone");
const shown = () => document.querySelector(".slide[data-slide]:not([hidden])");
const eventsBefore = action === "start" ? 0 : document.querySelectorAll("#events li").length;
const [verb, argument] = action.split(" ");
const section = shown();
phone.dataset.effects = "[]";
if (verb === "continue") section?.querySelector(".continue").click();
if (verb === "option") section?.querySelectorAll(".option")[Number(argument)]?.click();
if (verb === "text") {
  const input = section?.querySelector(".text-input");
  if (input) {
    input.value = text;
    input.dispatchEvent(new Event("input"));
  }
}
if (verb === "back") document.getElementById("back").click();
if (verb === "skip") document.getElementById("skip").click();
if (result !== null && !overlay.hidden) overlay.querySelector(`[data-result="${result}"]`)?.click();
const effects = JSON.parse(phone.dataset.effects).map((effect) => {
  switch (effect.kind) {
    case "paywall":
      return ["paywall", effect.placement.replaceAll("`", "")];
    case "permission":
      return ["permission", effect.permission];
    default:
      return [effect.kind];
  }
});
const current = shown();
const dots = Array.from(document.querySelectorAll("#page-indicator > span"));
const currentDot = dots.findIndex((dot) => dot.classList.contains("current"));
const awaited = overlay.hidden ? "" : overlay.dataset.kind === "login" ? "login"
  : overlay.dataset.kind === "permission" ? `permission ${overlay.dataset.subject}`
  : `${overlay.dataset.kind} ${document.getElementById("effect-title").textContent}`;
return {
  current: current ? current.dataset.slide.replaceAll("`", "") : null,
  isFinished: !document.getElementById("finished").hidden,
  canContinue: current ? !current.querySelector(".continue").disabled : false,
  textProblem: current?.querySelector(".text-problem")?.dataset.problem ?? "",
  pageIndicator: { count: dots.length, current: currentDot === -1 ? null : currentDot },
  effects,
  awaited,
  offersLoginRetry: !document.getElementById("login-retry").hidden,
  events: Array.from(document.querySelectorAll("#events li")).slice(eventsBefore).map((item) => JSON.parse(item.dataset.event)),
};
"""


class PreviewCrossCheck(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        missing = missing_tools()
        if missing:
            message = "missing " + ", ".join(missing)
            if IN_CI:
                raise AssertionError(message)
            raise unittest.SkipTest(message)
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        FIXTURES.mkdir(parents=True, exist_ok=True)
        environment = dict(os.environ, ONBOARDC_PREVIEW_CROSSCHECK=str(FIXTURES))
        subprocess.run(["swift", "test", "--filter", "PreviewCrossCheckTests"], cwd=ROOT, env=environment, check=True)
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        cls.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def test_previews_walk_as_the_compiled_flows_do(self):
        fixtures = sorted(FIXTURES.glob("*.walks.json"))
        self.assertGreater(len(fixtures), 0, f"no fixtures in {FIXTURES}")
        steps = walks = walks_in_variants = 0
        for fixture in fixtures:
            for number, walk in enumerate(json.loads(fixture.read_text())):
                page = fixture.with_name(walk["page"])
                walks += 1
                walks_in_variants += page.name.count(".") > 1
                self.driver.get(page.as_uri())
                start = walk["trace"][0]
                self.assertEqual(self.state_after("start"), self.expected(start), f"{page.name} walk {number} at the start")
                for index, (action, expected) in enumerate(zip(walk["actions"], walk["trace"][1:])):
                    actual = self.state_after(action)
                    steps += 1
                    self.assertEqual(actual, self.expected(expected), f"{page.name} walk {number}, action {index + 1} '{action}'")
                for entry in self.driver.get_log("browser"):
                    self.assertNotEqual(entry["level"], "SEVERE", entry["message"])
        self.assertGreater(steps, 1000)
        self.assertGreater(walks_in_variants, 0, "no walk in a variant")
        print(f"{steps} actions agree in {walks} walks ({walks_in_variants} in variants) of {len(fixtures)} specs", file=sys.stderr)

    def state_after(self, action):
        """What the page shows after `action` (nothing is done for `start`), as `expected` says it."""
        text = TEXTS[int(action.split(" ")[1])] if action.startswith("text ") else ""
        state = self.driver.execute_script(PERFORM, action, text, RESULTS.get(action))
        if state["isFinished"]:
            state["current"] = state["textProblem"] = state["pageIndicator"] = None
        return state

    @staticmethod
    def expected(record):
        """What the compiled flow did, as the page shows it."""
        return {
            "current": None if record["isFinished"] else record["current"],
            "isFinished": record["isFinished"],
            "canContinue": record["canContinue"],
            "textProblem": None if record["isFinished"] else record["textProblem"],
            "pageIndicator": None if record["isFinished"] else record["pageIndicator"],
            "effects": record["effects"],
            "awaited": record["awaited"],
            "offersLoginRetry": record["offersLoginRetry"],
            "events": record["events"],
        }


if __name__ == "__main__":
    unittest.main(verbosity=2)
