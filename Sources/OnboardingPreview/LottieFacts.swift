import JSONSyntax
import OnboardingDiagnostics

/// What the preview says of a Lottie JSON animation it cannot play, a page having no player: its
/// size, its frame rate and how long it runs.
struct LottieFacts: Hashable, Sendable {
    /// The size of the animation's canvas, in points.
    let width: Double
    let height: Double
    /// Frames a second.
    let frameRate: Double
    /// The frames it plays, from its in point to its out point.
    let frames: Range<Double>

    /// The facts of the Lottie JSON `bytes` (`w`, `h`, `fr`, `ip`, `op` at its top level), or `nil`
    /// when they are not a Lottie animation.
    init?(json bytes: [UInt8]) {
        let root = JSONParser.parse(SourceFile(path: "animation.json", bytes: bytes)).tree.root
        func number(_ key: String) -> Double? { root?[key]?.numberText.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        guard let width = number("w"), let height = number("h"), let frameRate = number("fr"), let first = number("ip"),
            let last = number("op"), width > 0, height > 0, frameRate > 0, first < last
        else { return nil }
        self.width = width
        self.height = height
        self.frameRate = frameRate
        frames = first..<last
    }

    /// How long one run of the animation lasts, in seconds.
    var duration: Double {
        (frames.upperBound - frames.lowerBound) / frameRate
    }

    /// `512 × 512 points, 2.5 s at 30 fps`.
    var summary: String {
        "\(Self.decimal(width)) × \(Self.decimal(height)) points, \(Self.decimal(duration, places: 1)) s at \(Self.decimal(frameRate)) fps"
    }

    /// `value` rounded to `places` decimals, without a point when it is whole.
    static func decimal(_ value: Double, places: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
