/// A spec shaped like the props of a React Native onboarding: slides of a title, a subtitle, a
/// still illustration and a background image, each named by its iOS asset, and nothing else (no
/// ids, no flow: slides follow one another).
///
/// Without accessibility labels every slide has one finding (`missing_accessibility_label`), which
/// makes the noisy spec of the lint measurements; with them the spec lints clean.
struct RNShapedSpec {
    var slideCount: Int
    var hasAccessibilityLabels: Bool

    func bytes() -> [UInt8] {
        var text = #"{ "name": "RN\#(slideCount)", "slides": ["# + "\n"
        for index in 1...slideCount {
            let label = hasAccessibilityLabels ? #", "accessibilityLabel": "Illustration \#(index)""# : ""
            text += #"""
                  {
                    "title": "Step \#(index): get started",
                    "subtitle": "Everything you need for step \#(index), in a few taps.",
                    "staticIllustration": { "iosAssetName": "illustration\#(index % 50)"\#(label) },
                    "backgroundImage": { "iosAssetName": "background\#(index % 7)" }
                  }\#(index < slideCount ? "," : "")

                """#
        }
        text += "] }\n"
        return Array(text.utf8)
    }
}
