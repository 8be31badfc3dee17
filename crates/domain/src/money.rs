//! Money rules: whole-number donation amounts, the card fee, and minor units per currency.

/// The card fee in basis points (5%), charged on top of the amount (DESIGN §3).
pub const CARD_FEE_BPS: i64 = 500;

/// The currencies donations accept (api-contract D7): card in USD, crypto in ADA (`lovelace`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Currency {
    Usd,
    Lovelace,
}

impl Currency {
    pub fn parse(code: &str) -> Option<Self> {
        match code.trim() {
            "USD" | "usd" => Some(Self::Usd),
            "lovelace" | "ADA" | "ada" => Some(Self::Lovelace),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::Usd => "USD",
            Self::Lovelace => "lovelace",
        }
    }

    /// Minor units per major unit: cents per dollar, lovelace per ADA.
    pub fn minor_per_major(self) -> i64 {
        match self {
            Self::Usd => 100,
            Self::Lovelace => 1_000_000,
        }
    }
}

/// Why an amount was refused, with the spec's messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountError {
    Missing,
    NotWhole,
    NotPositive,
    TooLarge,
}

impl AmountError {
    pub fn message(self) -> &'static str {
        match self {
            Self::Missing => "This field is required",
            Self::NotWhole => "Please enter a whole number without decimals.",
            Self::NotPositive => "Please enter an amount above zero.",
            Self::TooLarge => "This amount is too large.",
        }
    }
}

/// The most a single donation may be, in major units (a guard against typos and overflow).
pub const MAX_DONATION_MAJOR: i64 = 10_000_000;

/// A donation amount as typed: a whole number of major units above zero.
pub fn whole_amount(value: Option<&serde_json::Value>) -> Result<i64, AmountError> {
    let number = match value {
        None | Some(serde_json::Value::Null) => return Err(AmountError::Missing),
        Some(serde_json::Value::String(s)) if s.trim().is_empty() => return Err(AmountError::Missing),
        Some(serde_json::Value::String(s)) => s.trim().parse::<f64>().map_err(|_| AmountError::NotWhole)?,
        Some(serde_json::Value::Number(n)) => n.as_f64().ok_or(AmountError::NotWhole)?,
        Some(_) => return Err(AmountError::NotWhole),
    };
    if !number.is_finite() || number.fract() != 0.0 {
        return Err(AmountError::NotWhole);
    }
    if number <= 0.0 {
        return Err(AmountError::NotPositive);
    }
    if number > MAX_DONATION_MAJOR as f64 {
        return Err(AmountError::TooLarge);
    }
    Ok(number as i64)
}

/// The card fee on `amount_cents`, rounded half up to the cent.
pub fn card_fee_cents(amount_cents: i64) -> i64 {
    (amount_cents * CARD_FEE_BPS + 5_000) / 10_000
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn amounts_must_be_whole_and_positive() {
        assert_eq!(whole_amount(Some(&json!(25))), Ok(25));
        assert_eq!(whole_amount(Some(&json!("25"))), Ok(25));
        assert_eq!(whole_amount(Some(&json!(25.0))), Ok(25));
        assert_eq!(whole_amount(Some(&json!(25.5))), Err(AmountError::NotWhole));
        assert_eq!(whole_amount(Some(&json!("2.5"))), Err(AmountError::NotWhole));
        assert_eq!(whole_amount(Some(&json!(0))), Err(AmountError::NotPositive));
        assert_eq!(whole_amount(None), Err(AmountError::Missing));
        assert_eq!(whole_amount(Some(&json!(""))), Err(AmountError::Missing));
        assert_eq!(AmountError::NotWhole.message(), "Please enter a whole number without decimals.");
    }

    #[test]
    fn the_card_fee_is_five_percent_rounded_half_up() {
        assert_eq!(card_fee_cents(1000), 50);
        assert_eq!(card_fee_cents(1), 0);
        assert_eq!(card_fee_cents(10), 1); // 0.5 cent rounds up
        assert_eq!(card_fee_cents(2_500), 125);
    }
}
