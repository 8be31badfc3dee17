//! Free text a person sends (names, titles, descriptions, addresses, comments): one type, one set
//! of rules, so no field can store a NUL byte, a control character or an HTML tag.

use crate::fields::FieldError;

/// Whether a field holds one line (a name, a title), paragraphs (a comment) or paragraphs that
/// may keep the structure a rich-text editor gives them (a project's description).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    One,
    Many,
    /// Paragraphs; HTML from an editor keeps its paragraphs, line breaks, emphasis, lists, links
    /// with safe schemes and headings (see [`rich_html`]); every other tag is removed.
    Rich,
}

/// The tags rich text keeps.
const RICH_TAGS: [&str; 16] =
    ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "h1", "h2", "h3", "h4", "blockquote"];

/// The classes lists keep (every other class is dropped): the original Socious Fund client styles
/// rich text with Tailwind, whose reset hides list markers unless a list says `list-disc` or
/// `list-decimal`, and indents and spaces lists with a few utility classes. Only those; nothing
/// that could position, hide or overlay content.
const LIST_CLASSES: [&str; 12] = [
    "list-disc",
    "list-decimal",
    "list-inside",
    "list-outside",
    "pl-4",
    "pl-5",
    "pl-6",
    "ml-4",
    "ml-5",
    "ml-6",
    "space-y-1",
    "space-y-2",
];

/// Text that passed the rules: no control characters (paragraph text may hold line breaks and
/// tabs), no HTML tags, trimmed, not blank, at most the field's number of characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text(String);

impl Text {
    /// Cleans and checks `raw` for a field of at most `max` characters. Absent or blank (also
    /// after removing tags) is [`FieldError::Required`]; a control character is
    /// [`FieldError::Invalid`], never silently dropped.
    pub fn parse(raw: Option<&str>, max: usize, lines: Lines) -> Result<Self, FieldError> {
        Self::optional(raw, max, lines)?.ok_or(FieldError::Required)
    }

    /// Like [`Text::parse`], but absent or blank is `None`.
    pub fn optional(raw: Option<&str>, max: usize, lines: Lines) -> Result<Option<Self>, FieldError> {
        let Some(raw) = raw else {
            return Ok(None);
        };
        if has_control(raw, lines) {
            return Err(FieldError::Invalid);
        }
        if lines == Lines::Rich {
            let html = rich_html(raw);
            if html.contains('<') {
                return Self::checked_rich(html, max);
            }
        }
        let clean = strip_html(raw);
        // Entities such as `&#1;` decode to control characters too.
        if has_control(&clean, lines) {
            return Err(FieldError::Invalid);
        }
        if clean.is_empty() {
            return Ok(None);
        }
        if clean.chars().count() > max {
            return Err(FieldError::TooLong);
        }
        Ok(Some(Self(clean)))
    }

    /// Rich text that kept some of its tags: blank, too long and control characters are judged
    /// on what a reader sees (the text without tags); the stored HTML may not exceed four times
    /// the limit.
    fn checked_rich(html: String, max: usize) -> Result<Option<Self>, FieldError> {
        let visible = strip_html(&html);
        if has_control(&visible, Lines::Rich) {
            return Err(FieldError::Invalid);
        }
        if visible.is_empty() {
            return Ok(None);
        }
        if visible.chars().count() > max || html.chars().count() > max.saturating_mul(4) {
            return Err(FieldError::TooLong);
        }
        Ok(Some(Self(html)))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

impl From<Text> for String {
    fn from(text: Text) -> Self {
        text.0
    }
}

/// Whether `text` holds a character no field accepts: C0 and C1 controls and DEL, apart from
/// tabs and line breaks in paragraph text.
pub fn has_control(text: &str, lines: Lines) -> bool {
    text.chars().any(|c| c.is_control() && !(lines != Lines::One && matches!(c, '\n' | '\r' | '\t')))
}

/// Text as typed with HTML tags removed; markdown and plain characters are kept.
///
/// Entities are decoded so `R&D` stays `R&D`; decoded entities may spell new tags (`&lt;b&gt;`),
/// so the text is cleaned again until nothing changes. What never settles (entities encoded
/// many times over) keeps its last layer encoded, so the result never holds a tag.
pub fn strip_html(raw: &str) -> String {
    let clean = |text: &str| ammonia::Builder::empty().clean(text).to_string();
    let mut text = raw.to_owned();
    for _ in 0..8 {
        let decoded = html_escape::decode_html_entities(&clean(&text)).into_owned();
        if decoded == text {
            return text.trim().to_owned();
        }
        text = decoded;
    }
    clean(&text).trim().to_owned()
}

/// HTML from a rich-text editor reduced to the tags of [`RICH_TAGS`]: links keep only `href`
/// with `http`, `https` or `mailto` and get `rel="noopener noreferrer nofollow"`; `ul`, `ol` and
/// `li` keep the classes of [`LIST_CLASSES`]; scripts, styles, other attributes and classes,
/// comments and every other tag are removed.
pub fn rich_html(raw: &str) -> String {
    let html = ammonia::Builder::empty()
        .add_tags(RICH_TAGS)
        .add_tag_attributes("a", ["href"])
        .add_allowed_classes("ul", LIST_CLASSES)
        .add_allowed_classes("ol", LIST_CLASSES)
        .add_allowed_classes("li", LIST_CLASSES)
        .add_url_schemes(["http", "https", "mailto"])
        .url_relative(ammonia::UrlRelative::Deny)
        .link_rel(Some("noopener noreferrer nofollow"))
        .clean(raw)
        .to_string();
    // A list whose classes were all dropped keeps an empty `class=""` (these tags keep no other
    // attribute, and text cannot spell a tag: it is escaped).
    let mut html = html.trim().to_owned();
    for tag in ["ul", "ol", "li"] {
        html = html.replace(&format!("<{tag} class=\"\">"), &format!("<{tag}>"));
    }
    html
}

/// What a reader of rich text sees, as plain text: block ends (paragraphs, line breaks, list
/// items, headings, quotes) become line breaks so words of separate blocks stay apart.
pub fn plain_text(rich: &str) -> String {
    let mut spaced = rich.to_owned();
    for end in ["</p>", "<br>", "</li>", "</h1>", "</h2>", "</h3>", "</h4>", "</blockquote>"] {
        spaced = spaced.replace(end, &format!("{end}\n"));
    }
    strip_html(&spaced)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(raw: &str) -> Result<String, FieldError> {
        Text::parse(Some(raw), 100, Lines::One).map(Text::into_inner)
    }

    #[test]
    fn names_lose_their_tags_and_keep_their_characters() {
        assert_eq!(name("  Ana <script>alert(1)</script>López "), Ok("Ana López".into()));
        assert_eq!(name("<img src=x onerror=alert(1)>Ben"), Ok("Ben".into()));
        assert_eq!(name("R&D <b>Lab</b>"), Ok("R&D Lab".into()));
        assert_eq!(name("عائشة 山田"), Ok("عائشة 山田".into()));
        assert_eq!(name("<b></b>  "), Err(FieldError::Required));
    }

    #[test]
    fn control_characters_are_refused_not_dropped() {
        assert_eq!(name("Ana\0"), Err(FieldError::Invalid));
        assert_eq!(name("Ana\u{1b}[31m"), Err(FieldError::Invalid));
        assert_eq!(name("Ana\u{85}"), Err(FieldError::Invalid), "C1 controls too");
        assert_eq!(name("Ana&#27;[31m"), Err(FieldError::Invalid), "also when spelled as an entity");
        assert_eq!(name("Ana\nLopez"), Err(FieldError::Invalid), "a name is one line");
        let block = Text::parse(Some("one\n\ttwo\r\nthree"), 100, Lines::Many).unwrap();
        assert_eq!(block.as_str(), "one\n\ttwo\nthree", "line breaks are normalized");
        assert_eq!(Text::parse(Some("a\u{7f}b"), 100, Lines::Many), Err(FieldError::Invalid));
    }

    #[test]
    fn length_is_counted_in_characters_after_cleaning() {
        assert!(Text::parse(Some(&"é".repeat(100)), 100, Lines::One).is_ok());
        assert_eq!(Text::parse(Some(&"é".repeat(101)), 100, Lines::One), Err(FieldError::TooLong));
        assert!(Text::parse(Some(&format!("<b>{}</b>", "a".repeat(100))), 100, Lines::One).is_ok());
        assert_eq!(Text::optional(Some("   "), 10, Lines::One), Ok(None));
        assert_eq!(Text::optional(None, 10, Lines::One), Ok(None));
        assert_eq!(Text::parse(None, 10, Lines::One), Err(FieldError::Required));
    }

    #[test]
    fn html_is_stripped_and_markdown_kept() {
        assert_eq!(strip_html("**R&D** <script>alert(1)</script>works <b>well</b>"), "**R&D** works well");
        assert_eq!(strip_html("- one\n- two"), "- one\n- two");
        assert_eq!(strip_html("a < b && c > d"), "a < b && c > d", "plain characters stay");
        assert_eq!(strip_html("&lt;i&gt;hi&lt;/i&gt; &lt;script&gt;x()&lt;/script&gt;"), "hi", "encoded tags are tags");
        assert_eq!(strip_html("&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;"), "bold", "however deep");
        let deep = (0..12).fold("<b>x</b>".to_owned(), |text, _| text.replace('&', "&amp;").replace('<', "&lt;"));
        assert!(!strip_html(&deep).contains('<'), "never a tag");
    }

    fn rich(raw: &str) -> Result<String, FieldError> {
        Text::parse(Some(raw), 100, Lines::Rich).map(Text::into_inner)
    }

    #[test]
    fn rich_text_from_an_editor_keeps_its_structure() {
        let editor = "<p>We plant trees.</p><p><strong>Bold</strong> and <em>calm</em></p><ul><li>first point</li><li>second point</li></ul>";
        assert_eq!(rich(editor), Ok(editor.into()));
        assert_eq!(
            rich(
                r#"<h2 style="color:red" onclick="x()">Goals</h2><a href="https://example.org" target="_blank">site</a>"#
            ),
            Ok(r#"<h2>Goals</h2><a href="https://example.org" rel="noopener noreferrer nofollow">site</a>"#.into())
        );
    }

    #[test]
    fn rich_text_loses_scripts_unsafe_links_and_other_tags() {
        assert_eq!(rich("<p>a<script>alert(1)</script></p><img src=x onerror=alert(1)>"), Ok("<p>a</p>".into()));
        assert_eq!(
            rich(r#"<p><a href="javascript:alert(1)">x</a></p>"#),
            Ok("<p><a rel=\"noopener noreferrer nofollow\">x</a></p>".into())
        );
        assert_eq!(rich("<p><iframe src=//evil></iframe>ok</p>"), Ok("<p>ok</p>".into()));
    }

    #[test]
    fn lists_keep_their_marker_and_spacing_classes() {
        let original = r#"<ul class="list-disc pl-5 space-y-1"><li class="ml-4">a</li></ul><ol class="list-decimal list-inside"><li>b</li></ol>"#;
        assert_eq!(rich(original), Ok(original.into()));
    }

    #[test]
    fn every_other_class_is_dropped() {
        assert_eq!(
            rich(r#"<ul class="list-disc fixed inset-0 z-50 hidden"><li class="opacity-0 pl-6">a</li></ul>"#),
            Ok(r#"<ul class="list-disc"><li class="pl-6">a</li></ul>"#.into()),
            "only the list classes of an element survive"
        );
        assert_eq!(
            rich(r#"<p class="list-disc">a</p><ul class="evil"><li>b</li></ul>"#),
            Ok("<p>a</p><ul><li>b</li></ul>".into()),
            "not on other tags, and no empty class attribute"
        );
        assert_eq!(
            rich(r#"<ul class="list-disc" style="position:fixed" id="x"><li>a</li></ul>"#),
            Ok(r#"<ul class="list-disc"><li>a</li></ul>"#.into()),
            "other attributes still go"
        );
    }

    #[test]
    fn rich_text_without_editor_tags_is_plain_text_written_one_item_per_line() {
        assert_eq!(rich("- trees\n- water\n<span>R&D</span>"), Ok("- trees\n- water\nR&D".into()));
        assert_eq!(rich("a < b"), Ok("a < b".into()));
    }

    #[test]
    fn rich_text_is_judged_on_what_a_reader_sees() {
        assert_eq!(rich("<p>   </p><p></p>"), Err(FieldError::Required));
        assert!(rich(&format!("<p>{}</p>", "a".repeat(100))).is_ok(), "tags do not count");
        assert_eq!(rich(&format!("<p>{}</p>", "a".repeat(101))), Err(FieldError::TooLong));
        assert_eq!(rich(&"<p>a</p>".repeat(60)), Err(FieldError::TooLong), "nor may the markup grow without end");
        assert_eq!(rich("<p>a&#1;b</p>"), Err(FieldError::Invalid));
    }

    #[test]
    fn plain_text_keeps_blocks_apart() {
        assert_eq!(
            plain_text("<p>We <strong>clean</strong></p><p>rivers.</p><ul><li>a</li><li>b</li></ul>"),
            "We clean\nrivers.\na\nb"
        );
        assert_eq!(plain_text("one<br>two"), "one<br>\ntwo".replace("<br>", ""));
        assert_eq!(plain_text("- plain\n- lines"), "- plain\n- lines");
    }
}
