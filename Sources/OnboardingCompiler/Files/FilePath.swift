import Foundation
import OnboardingDiagnostics

/// Paths as the driver resolves and shows them.
enum FilePath {
    /// `path` as an absolute path: itself when absolute, else inside `directory`.
    static func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// `path` without `.` and empty components, and without `folder/..` where `folder` is a real
    /// directory (not a symbolic link, through which `..` leads elsewhere), so that one file has one
    /// name in every report: `../rep/./Rep.onboarding.json` is `../rep/Rep.onboarding.json`. An
    /// absolute path stays absolute and a relative one relative (Xcode finds a file by the path a
    /// diagnostic gives, so the one the build was given is kept).
    static func normalized(_ path: String, relativeTo directory: String) -> String {
        let root = path.hasPrefix("/") ? "/" : ""
        return LexicalPath(path) { kept in
            FileType(at: root + kept.joined(separator: "/"), relativeTo: directory, followingLinks: false) == .directory
        }.string
    }
}
