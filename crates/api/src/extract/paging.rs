use std::collections::HashMap;

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;

use crate::error::ApiError;

/// All query parameters, read leniently: `filter.<key>` and `<key>` both work, and an empty value
/// means "no filter" (api-contract §0).
#[derive(Debug, Default)]
pub struct QueryMap(pub HashMap<String, String>);

impl QueryMap {
    /// The non-empty value of `filter.<key>` or `<key>`.
    pub fn filter(&self, key: &str) -> Option<&str> {
        self.0.get(&format!("filter.{key}")).or_else(|| self.0.get(key)).map(|v| v.trim()).filter(|v| !v.is_empty())
    }

    pub fn paging(&self) -> Paging {
        let page = self.0.get("page").and_then(|v| v.trim().parse::<u64>().ok()).filter(|p| *p >= 1).unwrap_or(1);
        let limit = self
            .0
            .get("limit")
            .and_then(|v| v.trim().parse::<u64>().ok())
            .filter(|l| (1..=100).contains(l))
            .unwrap_or(10);
        Paging { page, limit }
    }
}

impl<S: Send + Sync> FromRequestParts<S> for QueryMap {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Query(map) = Query::<HashMap<String, String>>::from_request_parts(parts, state).await?;
        Ok(QueryMap(map))
    }
}

/// A page request: `page` from 1, `limit` 1–100 (bad values fall back to 1 and 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    pub page: u64,
    pub limit: u64,
}

impl Paging {
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

    #[test]
    fn bad_paging_values_fall_back_to_defaults() {
        assert_eq!(query(&[("page", "0"), ("limit", "500")]).paging(), Paging { page: 1, limit: 10 });
        assert_eq!(query(&[("page", "x"), ("limit", "-1")]).paging(), Paging { page: 1, limit: 10 });
        assert_eq!(query(&[("page", "3"), ("limit", "20")]).paging(), Paging { page: 3, limit: 20 });
    }

    #[test]
    fn empty_filters_mean_no_filter() {
        let q = query(&[("filter.q", ""), ("category", "WOMEN_LEADERS")]);
        assert_eq!(q.filter("q"), None);
        assert_eq!(q.filter("category"), Some("WOMEN_LEADERS"));
    }
}
