extension Diagnostic {
    /// Reports `consequences`, findings that follow from this one, as notes under it, so that one
    /// mistake reads as one finding, at its cause, rather than as a finding at each place it shows.
    ///
    /// When `areNeeds`, the consequences are parts of the spec that need what this finding took
    /// away (a dropped slide): then the cause is an error, however it was reported, since the spec
    /// cannot be built without it.
    public mutating func addConsequences(_ consequences: [Note], areNeeds: Bool) {
        notes += consequences
        if areNeeds { severity = .error }
    }
}
