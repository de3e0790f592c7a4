/// A value that a spec names: a slide, an option, a permission, a paywall's placement, a product,
/// a variant.
///
/// The generated file declares each as an enum whose raw value is the name in the spec
/// (`enum SlideID: String, CaseIterable, SpecIdentifier`), which is all it takes to conform. A spec
/// without permissions, paywalls or variants has `Never` for those types, so that a `switch` over an
/// `Effect` has no case that cannot happen.
public protocol SpecIdentifier: Hashable, Sendable {
    /// The value whose name in the spec is `rawValue`, if there is one.
    init?(rawValue: String)

    /// The name in the spec, such as `finale-beginner`.
    var rawValue: String { get }

    /// Every value, in the order of the spec.
    static var allCases: [Self] { get }
}

extension Never: SpecIdentifier {
    /// `nil` for every name: `Never` stands for what a spec does not have.
    public init?(rawValue: String) { nil }

    /// Never read: `Never` has no values.
    public var rawValue: String {
        switch self {}
    }

    /// None: a spec without permissions, paywalls or variants has none of them.
    public static var allCases: [Never] { [] }
}

extension SpecIdentifier {
    /// The value's position in the spec, from 0: its index in `allCases`.
    public var position: Int {
        Self.allCases.firstIndex(of: self) ?? 0
    }
}
