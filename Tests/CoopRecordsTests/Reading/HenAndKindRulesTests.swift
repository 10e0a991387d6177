import CoopRecordsTestSupport
import CoopTestSupport
import Testing

/// Rules for hens and egg kinds.
@Suite struct HenAndKindRulesTests {
    static let kinds = "- name: brown\n- name: blue\n"

    static let cases: [ContentCase] = [
        ContentCase(
            "a hen's kind must exist", ["kinds.yaml": kinds, "hens.yaml": "- name: Pearl\n  kind: bleu\n"],
            [
                "content/hens.yaml:2:9: error: unknown egg kind 'bleu'; did you mean 'blue'? [unknown-kind]"
            ]),
        ContentCase(
            "added before hatched", ["hens.yaml": "- name: Pearl\n  hatched: 2024-03-01\n  added: 2024-02-01\n"],
            [
                "content/hens.yaml:3:10: error: 'added' (2024-02-01) is before 'hatched' (2024-03-01) [date-order]"
            ]),
        ContentCase(
            "laying before hatched", ["hens.yaml": "- name: Pearl\n  hatched: 2024-03-01\n  started_laying: 2024-01-01\n"],
            [
                "content/hens.yaml:3:19: error: 'started_laying' (2024-01-01) is before 'hatched' (2024-03-01) [date-order]"
            ]),
        ContentCase(
            "removed before added", ["hens.yaml": "- name: Pearl\n  added: 2024-05-01\n  removed: 2024-04-01\n"],
            [
                "content/hens.yaml:3:12: error: 'removed' (2024-04-01) is before 'added' (2024-05-01) [date-order]"
            ]),
        ContentCase(
            "a photo that does not exist",
            [
                "hens.yaml": "- name: Pearl\n  photo: photos/pearl.jpg\n",
                "photos/pear.jpg": "x",
            ],
            [
                "content/hens.yaml:2:10: error: there is no photo 'photos/pearl.jpg' in the content folder; did you mean 'photos/pear.jpg'? [missing-file]"
            ]),
        ContentCase(
            "a photo leaving the content folder", ["hens.yaml": "- name: Pearl\n  photo: ../secret.jpg\n"],
            [
                "content/hens.yaml:2:10: error: the photo '../secret.jpg' is not inside the content folder [path-outside-content]"
            ]),
        ContentCase(
            "a photo by absolute path", ["hens.yaml": "- name: Pearl\n  photo: /etc/passwd\n"],
            [
                "content/hens.yaml:2:10: error: the photo '/etc/passwd' is not inside the content folder [path-outside-content]"
            ]),
        ContentCase(
            "a photo sneaking out through the middle", ["hens.yaml": "- name: Pearl\n  photo: photos/../../x.jpg\n"],
            [
                "content/hens.yaml:2:10: error: the photo 'photos/../../x.jpg' is not inside the content folder [path-outside-content]"
            ]),
        ContentCase(
            "a photo in a skipped folder",
            [
                "hens.yaml": "- name: Pearl\n  photo: _private/pearl.jpg\n",
                "_private/pearl.jpg": "x",
            ],
            [
                "content/hens.yaml:2:10: error: the photo '_private/pearl.jpg' is in a file or folder Coop Count skips (its name starts with '.' or '_', or it is a .yaml file) [missing-file]"
            ]),
        ContentCase("a photo that exists", ["hens.yaml": "- name: Pearl\n  photo: ./photos/pearl.jpg\n", "photos/pearl.jpg": "x"], []),
        ContentCase(
            "a colour that is no colour", ["kinds.yaml": "- name: brown\n  color: brwn\n"],
            [
                "content/kinds.yaml:2:10: error: 'brwn' is not a colour; did you mean 'brown'? [invalid-color]"
            ]),
        ContentCase(
            "a hex colour of fullwidth digits, which no browser reads", ["kinds.yaml": "- name: brown\n  color: \"#\u{FF21}BC\"\n"],
            [
                "content/kinds.yaml:2:10: error: '#\u{FF21}BC' is not a colour [invalid-color]"
            ]),
        ContentCase(
            "a hex colour without its #", ["kinds.yaml": "- name: brown\n  color: 9c5a2e\n"],
            [
                "content/kinds.yaml:2:10: error: '9c5a2e' is not a colour; did you mean '#9c5a2e'? (quote it: \"#9c5a2e\", since # starts a comment) [invalid-color]"
            ]),
        ContentCase(
            "an unquoted hex colour becomes a comment", ["kinds.yaml": "- name: brown\n  color: #9c5a2e\n"],
            [
                "content/kinds.yaml:2:3: error: 'color' is empty [invalid-color]"
            ]),
        ContentCase(
            "colours that are fine",
            ["kinds.yaml": "- name: brown\n  color: \"#9c5a2e\"\n- name: blue\n  color: SkyBlue\n- name: white\n  color: '#fff'\n"], []),
    ]

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }
}
