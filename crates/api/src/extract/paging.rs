use std::collections::HashMap;

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use matchpool_domain::{FieldError, FieldErrors};

use crate::error::ApiError;

/// The largest page a list answers.
pub const MAX_LIMIT: u64 = 100;

/// All query parameters, read leniently: `filter.<key>` and `<key>` both work, and an empty value
/// means "no filter" (api-contract §0). `page` and `limit` are checked on extraction, so a list
/// never runs with an offset the database cannot bind; no value may hold a control character.
#[derive(Debug, Default)]
pub struct QueryMap(pub HashMap<String, String>);

impl QueryMap {
    /// The non-empty value of `filter.<key>` or `<key>`.
    pub fn filter(&self, key: &str) -> Option<&str> {
        self.0.get(&format!("filter.{key}")).or_else(|| self.0.get(key)).map(|v| v.trim()).filter(|v| !v.is_empty())
    }

    /// The page asked for; absent or empty values are page 1 of 10.
    pub fn paging(&self) -> Paging {
        self.try_paging().unwrap_or(Paging { page: 1, limit: 10 })
    }

    /// `page` (from 1) and `limit` (1–100), absent or empty meaning 1 and 10, and an offset
    /// that fits the database's 64-bit integers.
    fn try_paging(&self) -> Result<Paging, FieldErrors> {
        let mut errors = FieldErrors::new();
        let mut number = |key: &str, default: u64, range: std::ops::RangeInclusive<u64>| match self
            .0
            .get(key)
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
        {
            None => default,
            Some(raw) => match raw.parse::<u64>() {
                Ok(n) if range.contains(&n) => n,
                _ => {
                    errors.add(key, FieldError::Invalid);
                    default
                }
            },
        };
        let page = number("page", 1, 1..=u64::MAX);
        let limit = number("limit", 10, 1..=MAX_LIMIT);
        let paging = Paging { page, limit };
        if (page - 1).checked_mul(limit).is_none_or(|offset| offset > i64::MAX as u64) {
            errors.add("page", FieldError::Invalid);
        }
        errors.into_result().map(|()| paging)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for QueryMap {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Query(map) = Query::<HashMap<String, String>>::from_request_parts(parts, state).await?;
        let query = QueryMap(map);
        let mut bad = FieldErrors::new();
        for (key, value) in &query.0 {
            if value.chars().any(char::is_control) {
                bad.add(key, FieldError::Invalid);
            }
        }
        if !bad.is_empty() {
            return Err(ApiError::Invalid {
                code: "query.invalid",
                fields: bad,
                message: "A query parameter holds a control character.".into(),
            });
        }
        query.try_paging().map_err(|fields| ApiError::Invalid {
            code: "paging.invalid",
            fields,
            message: format!("page must be a whole number from 1 and limit one from 1 to {MAX_LIMIT}."),
        })?;
        Ok(query)
    }
}

/// A page request: `page` from 1, `limit` 1–100, checked when the query is extracted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    pub page: u64,
    pub limit: u64,
}

impl Paging {
    /// Rows to skip; within `i64` for every extracted query.
    pub fn offset(&self) -> u64 {
        (self.page - 1).saturating_mul(self.limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(pairs: &[(&str, &str)]) -> QueryMap {
        QueryMap(pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect())
    }

    fn refused(pairs: &[(&str, &str)]) -> Vec<String> {
        query(pairs).try_paging().unwrap_err().iter().map(|(k, _)| k.to_owned()).collect()
    }

    #[test]
    fn absent_and_empty_paging_values_mean_the_first_ten() {
        assert_eq!(query(&[]).try_paging(), Ok(Paging { page: 1, limit: 10 }));
        assert_eq!(query(&[("page", ""), ("limit", " ")]).try_paging(), Ok(Paging { page: 1, limit: 10 }));
        assert_eq!(query(&[("page", "3"), ("limit", "20")]).try_paging(), Ok(Paging { page: 3, limit: 20 }));
        assert_eq!(query(&[("limit", "100")]).try_paging(), Ok(Paging { page: 1, limit: 100 }));
    }

    #[test]
    fn bad_paging_values_are_refused() {
        assert_eq!(refused(&[("page", "0"), ("limit", "500")]), ["limit", "page"]);
        assert_eq!(refused(&[("page", "x"), ("limit", "-1")]), ["limit", "page"]);
        assert_eq!(refused(&[("page", "9223372036854775808")]), ["page"], "offset beyond i64");
        assert_eq!(refused(&[("page", "18446744073709551616")]), ["page"], "beyond u64");
        assert_eq!(refused(&[("page", "92233720368547760"), ("limit", "100")]), ["page"]);
        let last = (i64::MAX as u64) / 100 + 1;
        assert!(query(&[("page", &last.to_string()), ("limit", "100")]).try_paging().is_ok());
    }

    #[test]
    fn empty_filters_mean_no_filter() {
        let q = query(&[("filter.q", ""), ("category", "WOMEN_LEADERS")]);
        assert_eq!(q.filter("q"), None);
        assert_eq!(q.filter("category"), Some("WOMEN_LEADERS"));
    }
}
