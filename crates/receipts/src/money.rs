//! How amounts read on a receipt and in the statement's CSV.

use matchpool_domain::{Currency, MicroUsd, Money};

/// The currency's name as donors know it.
pub fn currency_name(currency: Currency) -> &'static str {
    match currency {
        Currency::Usd => "USD",
        Currency::Lovelace => "ADA",
    }
}

/// The amount as a plain decimal in major units (`10.50`, `12.000000`): what the CSV holds.
pub fn plain(amount: Money) -> String {
    let (unit, digits) = match amount.currency {
        Currency::Usd => (100, 2),
        Currency::Lovelace => (1_000_000, 6),
    };
    let sign = if amount.minor < 0 { "-" } else { "" };
    let minor = amount.minor.unsigned_abs();
    format!("{sign}{}.{:0digits$}", minor / unit, minor % unit)
}

/// The amount as it reads on the receipt: `$10.50`, `12.000000 ADA`.
pub fn display(amount: Money) -> String {
    match amount.currency {
        Currency::Usd => match plain(amount).strip_prefix('-') {
            Some(rest) => format!("-${rest}"),
            None => format!("${}", plain(amount)),
        },
        Currency::Lovelace => format!("{} ADA", plain(amount)),
    }
}

/// The rate used for a donation in another currency than USD: `1 ADA = $0.450000`.
pub fn rate(currency: Currency, rate: MicroUsd) -> Option<String> {
    match currency {
        Currency::Usd => None,
        other => {
            Some(format!("1 {} = ${}.{:06}", currency_name(other), rate.0 / 1_000_000, rate.0.rem_euclid(1_000_000)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_read_in_major_units() {
        assert_eq!(display(Money { currency: Currency::Usd, minor: 1050 }), "$10.50");
        assert_eq!(display(Money { currency: Currency::Usd, minor: 5 }), "$0.05");
        assert_eq!(display(Money { currency: Currency::Lovelace, minor: 12_500_000 }), "12.500000 ADA");
        assert_eq!(plain(Money { currency: Currency::Usd, minor: -250 }), "-2.50");
    }

    #[test]
    fn only_other_currencies_have_a_rate() {
        assert_eq!(rate(Currency::Usd, MicroUsd(1_000_000)), None);
        assert_eq!(rate(Currency::Lovelace, MicroUsd(450_000)).as_deref(), Some("1 ADA = $0.450000"));
    }
}
