//! Money: an integer amount in the minor unit of its currency (cents, lovelace), the card fee, USD
//! conversion at a server rate, and the one parser of amounts people send.

use serde_json::Value;

/// The card fee in basis points (5%), charged on top of the amount (DESIGN §3).
pub const CARD_FEE_BPS: i64 = 500;

/// The most a single donation may be, in major units (a guard against typos and overflow).
pub const MAX_DONATION_MAJOR: i64 = 10_000_000;

/// The currencies donations accept (api-contract D7): card in USD, crypto in ADA (`lovelace`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub enum Currency {
    #[serde(rename = "USD")]
    Usd,
    #[serde(rename = "lovelace")]
    Lovelace,
}

impl Currency {
    /// The exact wire codes, `USD` and `lovelace`; anything else (`usd`, `ADA`, "") is refused.
    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "USD" => Some(Self::Usd),
            "lovelace" => Some(Self::Lovelace),
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

    /// Decimal places of the minor unit.
    fn decimals(self) -> u32 {
        match self {
            Self::Usd => 2,
            Self::Lovelace => 6,
        }
    }
}

/// An amount of one currency in its minor unit. Never negative once parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Money {
    pub currency: Currency,
    pub minor: i64,
}

/// A USD price of one major unit, in micro-USD (0.45 USD/ADA is 450,000).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MicroUsd(pub i64);

/// Why an amount was refused, with the spec's messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountError {
    Missing,
    NotWhole,
    NotPositive,
    TooLarge,
    /// Not a number at all (a JSON string, an object...).
    NotANumber,
}

impl AmountError {
    pub fn message(self) -> &'static str {
        match self {
            Self::Missing => "This field is required",
            Self::NotWhole => "Please enter a whole number without decimals.",
            Self::NotPositive => "Please enter an amount above zero.",
            Self::TooLarge => "This amount is too large.",
            Self::NotANumber => "Please enter the amount as a number.",
        }
    }
}

/// How many decimals of the major unit an amount may carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Precision {
    /// Donations: whole major units (spec §5).
    Whole,
    /// Requested amounts, pools, estimates: down to the minor unit.
    Minor,
}

impl Money {
    pub const fn usd_cents(cents: i64) -> Self {
        Self { currency: Currency::Usd, minor: cents }
    }

    pub const fn lovelace(lovelace: i64) -> Self {
        Self { currency: Currency::Lovelace, minor: lovelace }
    }

    /// The one parser of amounts written in major units: decimal text such as `25`, `12.5` or
    /// `0.01`, exact (no floating point), above zero and at most `max_major`.
    pub fn parse_major(
        raw: &str,
        currency: Currency,
        precision: Precision,
        max_major: i64,
    ) -> Result<Self, AmountError> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Err(AmountError::Missing);
        }
        let (whole, fraction) = raw.split_once('.').unwrap_or((raw, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if raw.starts_with('-') {
            return Err(AmountError::NotPositive);
        }
        if whole.is_empty() || !digits(whole) || !digits(fraction) || (raw.contains('.') && fraction.is_empty()) {
            return Err(AmountError::NotANumber);
        }
        let fraction = fraction.trim_end_matches('0');
        let allowed = match precision {
            Precision::Whole => 0,
            Precision::Minor => currency.decimals() as usize,
        };
        if fraction.len() > allowed {
            return Err(AmountError::NotWhole);
        }
        let whole = whole.trim_start_matches('0');
        if whole.len() > 15 {
            return Err(AmountError::TooLarge);
        }
        let major: i64 = if whole.is_empty() { 0 } else { whole.parse().map_err(|_| AmountError::TooLarge)? };
        if major > max_major {
            return Err(AmountError::TooLarge);
        }
        let scale = 10_i64.pow(currency.decimals() - fraction.len() as u32);
        let fraction_minor = if fraction.is_empty() { 0 } else { fraction.parse::<i64>().unwrap_or(0) * scale };
        let minor = major * currency.minor_per_major() + fraction_minor;
        if minor <= 0 {
            return Err(AmountError::NotPositive);
        }
        if major == max_major && fraction_minor > 0 {
            return Err(AmountError::TooLarge);
        }
        Ok(Self { currency, minor })
    }

    /// A donation amount from JSON: a JSON number (never a string), whole major units, above zero.
    pub fn donation_from_json(value: Option<&Value>, currency: Currency) -> Result<Self, AmountError> {
        match value {
            None | Some(Value::Null) => Err(AmountError::Missing),
            Some(Value::Number(n)) => {
                let text = n.to_string();
                // serde_json writes 25.0 as "25.0" and 1e3 as "1000.0": both are whole numbers.
                let text = text.strip_suffix(".0").unwrap_or(&text);
                if text.contains(['e', 'E']) {
                    return Err(AmountError::TooLarge);
                }
                Self::parse_major(text, currency, Precision::Whole, MAX_DONATION_MAJOR)
            }
            Some(_) => Err(AmountError::NotANumber),
        }
    }

    /// Whole major units, rounded down (for messages and the wire's major-unit fields).
    pub fn major(self) -> f64 {
        self.minor as f64 / self.currency.minor_per_major() as f64
    }

    /// The USD value in cents at `rate` (micro-USD per major unit), rounded half up.
    pub fn usd_value(self, rate: MicroUsd) -> i64 {
        match self.currency {
            Currency::Usd => self.minor,
            Currency::Lovelace => {
                let product = i128::from(self.minor) * i128::from(rate.0);
                ((product + 5_000_000_000) / 10_000_000_000) as i64
            }
        }
    }

    /// The ADA that is worth at least this amount at `rate` (micro-USD per ADA), rounded up to the
    /// lovelace: a cart kept in USD and paid in ADA gives each project at least its USD amount.
    /// ADA stays as it is.
    pub fn in_lovelace(self, rate: MicroUsd) -> Self {
        match self.currency {
            Currency::Lovelace => self,
            Currency::Usd => {
                // cents × 10⁴ micro-USD per cent × 10⁶ lovelace per ADA ÷ micro-USD per ADA.
                let numerator = i128::from(self.minor) * 10_000_000_000;
                let rate = i128::from(rate.0.max(1));
                Self::lovelace(i64::try_from((numerator + rate - 1) / rate).unwrap_or(i64::MAX))
            }
        }
    }

    /// How the amount reads in plain text, exactly (an email): `$25.00`, `10 ADA`, `10.500000 ADA`.
    pub fn plain_text(self) -> String {
        match self.currency {
            Currency::Lovelace => {
                let (whole, rest) = (self.minor / 1_000_000, self.minor % 1_000_000);
                if rest == 0 { format!("{whole} ADA") } else { format!("{whole}.{rest:06} ADA") }
            }
            Currency::Usd => format!("${}.{:02}", self.minor / 100, self.minor % 100),
        }
    }

    /// The card fee on this amount: 5%, rounded half up to the minor unit.
    pub fn card_fee(self) -> Self {
        Self { currency: self.currency, minor: card_fee_cents(self.minor) }
    }
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
    fn amounts_read_exactly_in_plain_text() {
        assert_eq!(Money::usd_cents(2_500).plain_text(), "$25.00");
        assert_eq!(Money::usd_cents(5).plain_text(), "$0.05");
        assert_eq!(Money::lovelace(10_000_000).plain_text(), "10 ADA");
        assert_eq!(Money::lovelace(10_500_000).plain_text(), "10.500000 ADA");
    }

    fn donation(value: Value) -> Result<i64, AmountError> {
        Money::donation_from_json(Some(&value), Currency::Usd).map(|m| m.minor)
    }

    #[test]
    fn donation_amounts_are_whole_positive_json_numbers() {
        assert_eq!(donation(json!(25)), Ok(2500));
        assert_eq!(donation(json!(25.0)), Ok(2500));
        assert_eq!(donation(json!(25.5)), Err(AmountError::NotWhole));
        assert_eq!(donation(json!(0)), Err(AmountError::NotPositive));
        assert_eq!(donation(json!(-3)), Err(AmountError::NotPositive));
        assert_eq!(donation(json!("25")), Err(AmountError::NotANumber));
        assert_eq!(donation(json!("1e3")), Err(AmountError::NotANumber));
        assert_eq!(donation(json!(" 7 ")), Err(AmountError::NotANumber));
        assert_eq!(donation(json!(1e300)), Err(AmountError::TooLarge));
        assert_eq!(donation(json!(MAX_DONATION_MAJOR)), Ok(MAX_DONATION_MAJOR * 100));
        assert_eq!(donation(json!(MAX_DONATION_MAJOR + 1)), Err(AmountError::TooLarge));
        assert_eq!(Money::donation_from_json(None, Currency::Usd), Err(AmountError::Missing));
        assert_eq!(AmountError::NotWhole.message(), "Please enter a whole number without decimals.");
    }

    #[test]
    fn major_units_parse_exactly_to_the_minor_unit() {
        let usd = |s| Money::parse_major(s, Currency::Usd, Precision::Minor, i64::MAX / 1_000_000).map(|m| m.minor);
        assert_eq!(usd("12.34"), Ok(1234));
        assert_eq!(usd("0.1"), Ok(10));
        assert_eq!(usd("0.10"), Ok(10));
        assert_eq!(usd("007"), Ok(700));
        assert_eq!(usd("0.001"), Err(AmountError::NotWhole));
        assert_eq!(usd("0"), Err(AmountError::NotPositive));
        assert_eq!(usd("1."), Err(AmountError::NotANumber));
        assert_eq!(usd(".5"), Err(AmountError::NotANumber));
        assert_eq!(usd("1,5"), Err(AmountError::NotANumber));
        assert_eq!(usd("9999999999999999"), Err(AmountError::TooLarge));
        let ada = Money::parse_major("1.000001", Currency::Lovelace, Precision::Minor, 1_000_000_000).unwrap();
        assert_eq!(ada, Money::lovelace(1_000_001));
    }

    #[test]
    fn currencies_are_the_exact_codes() {
        assert_eq!(Currency::parse("USD"), Some(Currency::Usd));
        assert_eq!(Currency::parse("lovelace"), Some(Currency::Lovelace));
        for other in ["usd", "", "ADA", " USD", "JPY"] {
            assert_eq!(Currency::parse(other), None, "{other:?}");
        }
    }

    #[test]
    fn lovelace_converts_to_usd_exactly() {
        let rate = MicroUsd(450_000);
        assert_eq!(Money::lovelace(100_000_000).usd_value(rate), 4500);
        assert_eq!(Money::lovelace(1).usd_value(rate), 0);
        assert_eq!(Money::lovelace(11_111_111).usd_value(rate), 500);
        assert_eq!(Money::usd_cents(1234).usd_value(rate), 1234);
    }

    #[test]
    fn usd_converts_to_at_least_its_worth_in_lovelace() {
        let rate = MicroUsd(450_000);
        assert_eq!(Money::usd_cents(4500).in_lovelace(rate), Money::lovelace(100_000_000));
        // $5 is 11.111111… ADA: rounded up, so the project gets at least $5.
        let five = Money::usd_cents(500).in_lovelace(rate);
        assert_eq!(five, Money::lovelace(11_111_112));
        assert_eq!(five.usd_value(rate), 500);
        assert_eq!(Money::lovelace(7).in_lovelace(rate), Money::lovelace(7), "ADA stays ADA");
        assert_eq!(Money::usd_cents(100).in_lovelace(MicroUsd(0)).currency, Currency::Lovelace, "no division by zero");
    }

    #[test]
    fn the_card_fee_is_five_percent_rounded_half_up() {
        assert_eq!(card_fee_cents(1000), 50);
        assert_eq!(card_fee_cents(1), 0);
        assert_eq!(card_fee_cents(10), 1); // 0.5 cent rounds up
        assert_eq!(card_fee_cents(2_500), 125);
        assert_eq!(Money::usd_cents(2_500).card_fee(), Money::usd_cents(125));
    }
}
