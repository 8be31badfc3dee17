//! The email texts of `locales/<code>/emails.ftl`, built into the binary and read with Project
//! Fluent.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use matchpool_domain::Language;
use unic_langid::LanguageIdentifier;

/// Each language's `emails.ftl`.
const SOURCES: [(Language, &str); 7] = [
    (Language::En, include_str!("../../locales/en/emails.ftl")),
    (Language::Ja, include_str!("../../locales/ja/emails.ftl")),
    (Language::Es, include_str!("../../locales/es/emails.ftl")),
    (Language::Ko, include_str!("../../locales/ko/emails.ftl")),
    (Language::Ar, include_str!("../../locales/ar/emails.ftl")),
    (Language::Fr, include_str!("../../locales/fr/emails.ftl")),
    (Language::ZhCn, include_str!("../../locales/zh-CN/emails.ftl")),
];

static BUNDLES: LazyLock<Vec<(Language, FluentBundle<FluentResource>)>> =
    LazyLock::new(|| SOURCES.iter().map(|&(language, source)| (language, bundle(language, source))).collect());

/// A language's messages. A file with errors still serves the messages it has: the tests below
/// reject it before it ships.
fn bundle(language: Language, source: &str) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, _)| resource);
    let locale: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // Plain-text emails: no invisible isolation marks around each value.
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(language = language.code(), ?errors, "emails.ftl has duplicate messages");
    }
    bundle
}

/// The message `id` in `language` (in English if that language lacks it) with `args`.
pub(super) fn message(language: Language, id: &str, args: &FluentArgs<'_>) -> String {
    let found = [language, Language::En].into_iter().find_map(|wanted| {
        let (_, bundle) = BUNDLES.iter().find(|(language, _)| *language == wanted)?;
        Some((bundle, bundle.get_message(id)?.value()?))
    });
    let Some((bundle, pattern)) = found else {
        tracing::error!(id, "no email text has this id");
        return id.to_owned();
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors).into_owned();
    if !errors.is_empty() {
        tracing::error!(id, language = language.code(), ?errors, "an email text did not resolve");
    }
    text
}

/// The subject and body of the email `id` (messages `<id>-subject` and `<id>-body`); the body
/// ends with a line break.
pub(super) fn email(language: Language, id: &str, args: &FluentArgs<'_>) -> (String, String) {
    let subject = message(language, &format!("{id}-subject"), args);
    let body = message(language, &format!("{id}-body"), args) + "\n";
    (subject, body)
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

    use super::*;

    /// The variables a pattern uses.
    fn variables<'s>(pattern: &Pattern<&'s str>, found: &mut BTreeSet<&'s str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_variables(expression, found);
            }
        }
    }

    fn expression_variables<'s>(expression: &Expression<&'s str>, found: &mut BTreeSet<&'s str>) {
        match expression {
            Expression::Inline(inline) => inline_variables(inline, found),
            Expression::Select { selector, variants } => {
                inline_variables(selector, found);
                for variant in variants {
                    variables(&variant.value, found);
                }
            }
        }
    }

    fn inline_variables<'s>(inline: &InlineExpression<&'s str>, found: &mut BTreeSet<&'s str>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                found.insert(id.name);
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, found),
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in arguments.positional.iter().chain(arguments.named.iter().map(|named| &named.value)) {
                    inline_variables(argument, found);
                }
            }
            _ => {}
        }
    }

    /// A file's messages (attributes as `id.attribute`) with the variables each uses; fails on
    /// a syntax error or a message defined twice.
    fn messages(language: Language, source: &str) -> BTreeMap<String, BTreeSet<&str>> {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{}/emails.ftl does not parse: {errors:?}", language.code()));
        let mut messages = BTreeMap::new();
        for entry in &resource.body {
            match entry {
                Entry::Message(message) => {
                    let patterns = message.value.iter().map(|value| (message.id.name.to_owned(), value)).chain(
                        message
                            .attributes
                            .iter()
                            .map(|attribute| (format!("{}.{}", message.id.name, attribute.id.name), &attribute.value)),
                    );
                    for (id, pattern) in patterns {
                        let mut found = BTreeSet::new();
                        variables(pattern, &mut found);
                        let twice = messages.insert(id.clone(), found).is_some();
                        assert!(!twice, "{}/emails.ftl defines {id} twice", language.code());
                    }
                }
                Entry::Junk { content } => panic!("{}/emails.ftl has junk: {content}", language.code()),
                _ => {}
            }
        }
        messages
    }

    #[test]
    fn every_language_has_a_file_in_order() {
        let languages: Vec<Language> = SOURCES.iter().map(|(language, _)| *language).collect();
        assert_eq!(languages, Language::ALL);
    }

    #[test]
    fn every_file_loads_into_its_bundle_without_errors() {
        for (language, source) in SOURCES {
            let resource = FluentResource::try_new(source.to_owned());
            assert!(resource.is_ok(), "{}/emails.ftl does not parse", language.code());
            let mut bundle = FluentBundle::new_concurrent(Vec::new());
            let added = bundle.add_resource(resource.expect("parsed"));
            assert!(added.is_ok(), "{}/emails.ftl: {added:?}", language.code());
        }
    }

    #[test]
    fn every_language_has_every_english_message_with_the_same_variables() {
        let english = messages(Language::En, SOURCES[0].1);
        for (language, source) in &SOURCES[1..] {
            let translated = messages(*language, source);
            let ids = |messages: &BTreeMap<String, _>| messages.keys().cloned().collect::<Vec<_>>();
            assert_eq!(ids(&translated), ids(&english), "{}/emails.ftl has the English ids", language.code());
            for (id, variables) in &english {
                assert_eq!(&translated[id], variables, "{}/emails.ftl: the variables of {id}", language.code());
            }
        }
    }

    #[test]
    fn values_go_in_as_given_without_isolation_marks_or_grouping() {
        let args = FluentArgs::from_iter([("thank", "1234567")]);
        let body = message(Language::En, "reward-body", &args);
        assert_eq!(body, "You earned 1234567 THANK for a referral. Thank you for growing the community!");
    }

    #[test]
    fn a_missing_message_falls_back_to_its_id() {
        assert_eq!(message(Language::Ja, "no-such-email", &FluentArgs::new()), "no-such-email");
    }
}
