//! The interface languages of the product.

use serde::{Deserialize, Serialize};

/// A supported interface language. The wire form is the code (`zh-CN`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema, Default)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "ja")]
    Ja,
    #[serde(rename = "es")]
    Es,
    #[serde(rename = "ko")]
    Ko,
    #[serde(rename = "ar")]
    Ar,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "zh-CN")]
    ZhCn,
}

impl Language {
    pub const ALL: [Language; 7] = [Self::En, Self::Ja, Self::Es, Self::Ko, Self::Ar, Self::Fr, Self::ZhCn];

    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Ja => "ja",
            Self::Es => "es",
            Self::Ko => "ko",
            Self::Ar => "ar",
            Self::Fr => "fr",
            Self::ZhCn => "zh-CN",
        }
    }

    /// Parses a code, accepting `zh` and case differences (`zh-cn`) for Chinese.
    pub fn parse(code: &str) -> Option<Self> {
        let code = code.trim();
        if code.eq_ignore_ascii_case("zh") {
            return Some(Self::ZhCn);
        }
        Self::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// Whether the language is written right to left.
    pub fn is_rtl(self) -> bool {
        matches!(self, Self::Ar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_zh_means_simplified_chinese() {
        for language in Language::ALL {
            assert_eq!(Language::parse(language.code()), Some(language));
        }
        assert_eq!(Language::parse("zh"), Some(Language::ZhCn));
        assert_eq!(Language::parse("de"), None);
        assert!(Language::Ar.is_rtl() && !Language::Fr.is_rtl());
    }
}
