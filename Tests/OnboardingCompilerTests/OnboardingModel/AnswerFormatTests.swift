import OnboardingModel
import Testing

/// A format of the String Catalog read as the runtime's `OnboardingLocalizedText.format` fills it in.
@Suite struct AnswerFormatTests {
    @Test func readsAnswersInOrderPositionallyAndPercentSigns() {
        #expect(AnswerFormat("Hallo %@!").pieces == [.text("Hallo "), .answer(0), .text("!")])
        #expect(AnswerFormat("%2$@ vor %1$@, 100%%").pieces == [.answer(1), .text(" vor "), .answer(0), .text(", 100%")])
        #expect(AnswerFormat("%@ und %@").answerIndexes == [0, 1])
        #expect(AnswerFormat("%2$@, %2$@ und %1$@").answerIndexes == [1, 0])
        #expect(AnswerFormat("Kein Platzhalter").pieces == [.text("Kein Platzhalter")])
        #expect(AnswerFormat("").pieces == [])
    }

    /// Any other `%` is itself, as the runtime shows it; a conversion of `String(format:)` is named,
    /// so that lint can say a translator wrote it for `%@`. A percent sign before a space is text.
    @Test func anyOtherPercentSignIsTextAndConversionsAreNamed() {
        let format = AnswerFormat("%d Tage, %1$s, %lld, 100% sicher, 50%!, %")
        #expect(format.pieces == [.text("%d Tage, %1$s, %lld, 100% sicher, 50%!, %")])
        #expect(format.conversionsShownAsWritten == ["%d", "%1$s", "%lld"])
        #expect(AnswerFormat("%0$@ %3$@").answerIndexes == [-1, 2])
    }
}
